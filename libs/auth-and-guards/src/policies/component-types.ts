import { componentTypeSlugs } from '@advocate/validation';
import type { ComponentTypeSlug } from '@advocate/validation';

export type { ComponentTypeSlug };

/**
 * The component types by name (spec 01 §3; migration 0002), so code says
 * `COMPONENT_TYPE.fullscreenVideo` rather than spelling the slug. The consoles, the API and the seed
 * read them from here; the slugs themselves are the validation rules' list.
 */
export const COMPONENT_TYPE = {
  liveGraphics: 'live-graphics',
  bannerGraphics: 'banner-graphics',
  chatBot: 'twitch-chat-bot',
  chatBotCommand: 'twitch-chat-bot-command',
  suggestedTweet: 'suggested-tweet',
  suggestedRetweet: 'suggested-retweet',
  fullscreenVideo: 'fullscreen-video',
  customLink: 'custom-link',
  advocateWidget: 'advocate-widget',
  conversionPopup: 'conversion-popup',
  watchParty: 'watch-party',
  dynamicCta: 'dynamic-cta',
} as const satisfies Record<string, ComponentTypeSlug>;

/** Every component type, in the types table's sort order. */
export const COMPONENT_TYPES: readonly ComponentTypeSlug[] = componentTypeSlugs;

/** The types' names as the types table holds them (spec 01 §3). */
export const COMPONENT_TYPE_NAMES: Readonly<Record<ComponentTypeSlug, string>> = {
  'live-graphics': 'Live Graphics',
  'banner-graphics': 'Banner Graphics',
  'twitch-chat-bot': 'Chat Bot Posts',
  'twitch-chat-bot-command': 'Chat Bot Commands',
  'suggested-tweet': 'Suggested Tweets',
  'suggested-retweet': 'Suggested Retweets',
  'fullscreen-video': 'Fullscreen Video',
  'custom-link': 'Custom Links',
  'advocate-widget': 'Advocate Widgets',
  'conversion-popup': 'Conversion Popups',
  'watch-party': 'Watch Parties',
  'dynamic-cta': 'Dynamic Calls to Action',
};

/** The chat bot types: both speak in the channel's chat (spec 01 §2). */
export const CHATBOT_COMPONENT_TYPES: readonly ComponentTypeSlug[] = [COMPONENT_TYPE.chatBot, COMPONENT_TYPE.chatBotCommand];

/** The types whose link a broadcaster shares as a tracked link, one per broadcaster (decision 433). */
export const TRACKED_LINK_COMPONENT_TYPES: readonly ComponentTypeSlug[] = [
  COMPONENT_TYPE.liveGraphics,
  COMPONENT_TYPE.bannerGraphics,
  COMPONENT_TYPE.chatBot,
  COMPONENT_TYPE.chatBotCommand,
  COMPONENT_TYPE.suggestedTweet,
  COMPONENT_TYPE.customLink,
  COMPONENT_TYPE.dynamicCta,
];

/** True for a known component type slug: `isComponentType('banner-graphics')`. */
export function isComponentType(slug: string): slug is ComponentTypeSlug {
  return (componentTypeSlugs as readonly string[]).includes(slug);
}
