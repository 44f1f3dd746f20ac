import type { CampaignDetail, Component, ComponentType, ComponentVersion, Label } from '@advocate/api-client';

const DAY = 86_400_000;

/** The component types as the API answers them (sort order of migration 0002). */
export const TYPES: ComponentType[] = [
  ['live-graphics', 'Live Graphics', true, 1],
  ['banner-graphics', 'Banner Graphics', true, 2],
  ['twitch-chat-bot', 'Chat Bot Posts', false, 3],
  ['twitch-chat-bot-command', 'Chat Bot Commands', false, 4],
  ['suggested-tweet', 'Suggested Tweets', false, 5],
  ['suggested-retweet', 'Suggested Retweets', false, 6],
  ['fullscreen-video', 'Fullscreen Video', false, 7],
  ['custom-link', 'Custom Links', true, 8],
  ['advocate-widget', 'Advocate Widgets', false, 9],
  ['conversion-popup', 'Conversion Popups', false, 10],
  ['watch-party', 'Watch Parties', false, 11],
  ['dynamic-cta', 'Dynamic Calls to Action', false, 12],
].map(([slug, name, is_versioned, sort_order]) => ({
  slug: slug as string,
  name: name as string,
  description: `About ${name as string}.`,
  instructions: '',
  is_versioned: is_versioned as boolean,
  is_hidden: false,
  sort_order: sort_order as number,
}));

export function makeVersion(
  overrides: Partial<ComponentVersion> & Pick<ComponentVersion, 'id' | 'content_id' | 'sequence_number'>,
): ComponentVersion {
  return { image: null, message: null, link: null, created: new Date(Date.now() - DAY).toISOString(), config: {}, ...overrides };
}

export function makeComponent(overrides: Partial<Component> & Pick<Component, 'id' | 'type'>): Component {
  const versions = overrides.versions ?? [makeVersion({ id: overrides.id * 10, content_id: `c${overrides.id}`, sequence_number: 1 })];
  return {
    name: `Component ${overrides.id}`,
    campaign: 'spring',
    is_movable: true,
    is_ready: true,
    start_time: null,
    end_time: null,
    end_signal_send: null,
    daily_cap_reached: false,
    labels: [],
    impression_cutoff: null,
    daily_impression_cap: null,
    keyword: null,
    youtube_url: null,
    description: '',
    video_file: null,
    widget_url: null,
    is_deleted: false,
    ...overrides,
    versions,
    activeVersion: overrides.activeVersion === undefined ? (versions[0] ?? null) : overrides.activeVersion,
  };
}

export function makeLabel(overrides: Partial<Label> & Pick<Label, 'id' | 'name'>): Label {
  return { campaign: 'spring', broadcasters: [], components: [], ...overrides };
}

export function makeCampaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    slug: 'spring',
    name: 'Spring Push',
    status: null,
    start_date: new Date(Date.now() - 3 * DAY).toISOString(),
    end_date: null,
    impression_cutoff: null,
    daily_impression_cap: null,
    seconds_per_impression: 15,
    client: '',
    website: '',
    description: '',
    requirements: '',
    general_guidelines: '',
    payment_terms: '',
    team: 4,
    is_finite: true,
    is_demo: false,
    has_conversions: false,
    daily_cap_reached: false,
    twitch_chatbot_account: null,
    twitch_chatbot_connection: null,
    auto_active_invites: false,
    action_notifications: true,
    team_auto_add: false,
    independent_live_graphics: false,
    allow_self_deactivate: false,
    set_live_graphic_times: false,
    pause_after_live_graphics: 0,
    keyword_links: false,
    hard_coded_links: false,
    available_components: TYPES.map((t) => t.slug) as CampaignDetail['available_components'],
    components: [],
    squads: [],
    active_periods: [],
    budget: 1,
    target: 1,
    ...overrides,
  };
}
