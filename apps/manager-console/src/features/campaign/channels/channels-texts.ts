import type { ClickTypeKey } from '@advocate/metrics-math';
import { CLICK_TYPE_LABELS } from '@advocate/metrics-math';

/** The channels page's texts (spec 01 §2 Campaign channels page, §8, §9), character for character where the spec gives them. */
export const channelsTexts = {
  page: 'Channels',
  loading: 'Loading Channels',
  notFound: '404 Campaign Not Found',
  empty: 'No channels found on this campaign!',
  grid: 'Grid',
  detailed: 'Detailed',
  layout: 'Layout',
  showInactive: 'Show Inactive Channels',
  filterChannels: 'Filter by Channels & Groups',
  filterGames: 'Filter by Games & Countries',
  sortBy: 'Sort by',
  noMatch: 'No channels match these filters.',
  showMore: 'Show More',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} channels`,
  // Card
  twitch: 'Twitch',
  youtube: 'YouTube',
  visits: 'Total Visits',
  conversions: 'Total Conversions',
  /** Beside a channel's conversions (decision 710). */
  conversionSplit: (verified: string, unverified: string) => `Verified ${verified} · Unverified ${unverified}`,
  twitchMinutes: 'Twitch Viewable Minutes',
  youtubeMinutes: 'YouTube Viewable Minutes',
  cvm: 'CVM',
  trendVs: 'vs previous 30 days',
  trend: {
    neutral: 'About the same as the previous 30 days',
    up: 'Up on the previous 30 days',
    'strong-up': 'Well up on the previous 30 days',
    down: 'Down on the previous 30 days',
    'strong-down': 'Well down on the previous 30 days',
  },
  // Detailed card
  viewership: 'Viewership',
  viewableMinutes: 'Viewable Minutes',
  recordedBroadcasts: 'Recorded Broadcasts',
  averageViewers: 'Average Viewers',
  peakViewers: 'Peak Viewers',
  attribution: 'Attribution',
  clicksByType: 'Clicks by Type',
  videoImpressions: 'Streamed Video Impressions',
  videoPlays: 'Streamed Video Plays',
  clicksByCountry: 'Clicks by Country',
  topGames: 'Top Games by Hours Streamed',
  hours: 'hours',
  liveGraphicImpressions: 'Live Graphic Impressions',
  noClicks: 'No clicks yet',
  noGames: 'No games streamed yet',
  noImpressions: 'No live graphic impressions yet',
  // Editor actions
  featuredCampaigns: 'Featured Campaigns',
  featuredCampaignsOf: (username: string) => `Featured Campaigns of ${username}`,
  selectGroups: 'Select Groups',
  selectGroupsOf: (username: string) => `Select groups of ${username}`,
  groups: 'Groups',
  removeFromGroup: (group: string) => `Remove from ${group}`,
  manageGroups: 'Manage Groups',
  exitGroupSelection: 'Exit Group selection',
  group: 'Group',
  chooseGroup: 'Choose a group',
  inGroup: (group: string) => `In ${group}`,
  addGroup: 'Add New Group',
  saveGroups: 'Save Group Changes',
  groupsSaved: 'Update Succeeded!',
  save: 'Save',
  noGroups: 'Add a group to selectively distribute components.',
  // Features
  featureThisCampaign: 'Feature This Campaign',
  featureBroadcaster: 'Feature Broadcaster',
  broadcaster: 'Broadcaster',
  startTime: 'Start',
  endTime: 'End',
  submit: 'Submit',
  current: 'Current',
  upcoming: 'Upcoming',
  past: 'Past',
  none: 'None',
  update: 'Update',
  remove: 'Delete',
  featured: 'Update Succeeded!',
} as const;

/** Sort keys of the toolbar (spec 01 §2): the grid's four, the detailed layout's six. */
export type SortKey = 'total-clicks' | 'total-conversions' | 'viewable-minutes' | 'cvm' | 'average-viewers' | 'recorded-broadcasts';

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  'total-clicks': 'Total Clicks',
  'total-conversions': 'Total Conversions',
  'viewable-minutes': 'Viewable Minutes',
  cvm: 'CVM',
  'average-viewers': 'Average Viewers',
  'recorded-broadcasts': 'Recorded Broadcasts',
};

/** Click type labels in the detailed card's order (spec 01 §2: banner graphic, live graphic visits, chatbot, chatbot command, twitter, custom link). */
export const DETAILED_CLICK_TYPES: readonly ClickTypeKey[] = [
  'banner_graphic_clicks',
  'live_graphic_clicks',
  'twitch_chatbot_clicks',
  'twitch_command_clicks',
  'twitter_clicks',
  'custom_link_clicks',
];
export const clickTypeLabel = (key: ClickTypeKey) => CLICK_TYPE_LABELS[key];

export const FEATURED_MODAL = 'channels-featured-campaigns';
export const FEATURE_MODAL = 'channels-feature-broadcaster';
export const SELECT_GROUPS_MODAL = 'channels-select-groups';
export const NEW_GROUP_MODAL = 'channels-new-group';
