import { CLICK_TYPE_LABELS } from '@advocate/metrics-math';

export { REPORT_METRIC_LABELS as METRIC_LABELS, REPORT_SECTION_TITLES as SECTION_TITLES } from '@advocate/metrics-math';

/** Click type names of spec 01 §9 by component type slug; other types keep their slug. */
const CLICK_TYPE_BY_SLUG: Readonly<Record<string, string>> = {
  'live-graphics': CLICK_TYPE_LABELS.live_graphic_clicks,
  'banner-graphics': CLICK_TYPE_LABELS.banner_graphic_clicks,
  'twitch-chat-bot': CLICK_TYPE_LABELS.twitch_chatbot_clicks,
  'twitch-chat-bot-command': CLICK_TYPE_LABELS.twitch_command_clicks,
  'suggested-tweet': CLICK_TYPE_LABELS.twitter_clicks,
  'suggested-retweet': CLICK_TYPE_LABELS.twitter_clicks,
  'custom-link': CLICK_TYPE_LABELS.custom_link_clicks,
};

export const clickTypeLabel = (slug: string): string => CLICK_TYPE_BY_SLUG[slug] ?? slug;
