import { fileTypes } from '@advocate/validation';
import type { ComponentFormContext } from '@advocate/validation';

/** Every field a component type form may show; config keys are flat, dotted names (as the rules name them). */
export type ComponentField =
  | 'name'
  | 'start_time'
  | 'end_time'
  | 'impression_cutoff'
  | 'daily_impression_cap'
  | 'image'
  | 'link'
  | 'message'
  | 'keyword'
  | 'youtube_url'
  | 'description'
  | 'config.duration'
  | 'config.rotation_delay'
  | 'config.message_interval'
  | 'config.command'
  | 'config.schedule.minutes'
  | 'config.color'
  | 'config.source_keyword'
  | 'config.is_editable'
  | 'config.is_fulfillable'
  | 'widget_upload'
  | 'widgets'
  | 'shop'
  | 'labels';

const times: ComponentField[] = ['start_time', 'end_time'];

/**
 * The fields each type's form shows, in order (decision 421): what spec 01 §3 and §5 give the type.
 * `widgets`, `shop` and `labels` are sent on creation only.
 */
export function fieldsOf(slug: string, context: ComponentFormContext = {}): ComponentField[] {
  switch (slug) {
    case 'live-graphics':
      return ['name', 'image', 'link', 'config.duration', 'config.rotation_delay', 'impression_cutoff', 'daily_impression_cap', ...times];
    case 'banner-graphics':
      return ['name', 'image', 'link', 'config.is_fulfillable', ...times];
    case 'twitch-chat-bot':
      return ['name', 'message', 'link', 'config.message_interval', 'config.schedule.minutes', ...times];
    case 'twitch-chat-bot-command':
      return ['name', 'config.command', 'message', 'link', 'config.message_interval', ...times];
    case 'suggested-tweet':
      return [
        'name', 'message', 'link', 'image', ...(context.keyword_links ? (['keyword'] as const) : []),
        'config.is_editable', 'config.is_fulfillable', ...times,
      ];
    case 'suggested-retweet':
      return ['name', 'message', 'config.is_fulfillable', ...times];
    case 'fullscreen-video':
      return ['name', 'youtube_url', 'image', ...times];
    case 'custom-link':
      return ['name', 'link', 'config.source_keyword', 'description', ...times];
    case 'advocate-widget':
      return ['name', 'widget_upload', 'description', ...times];
    case 'conversion-popup':
      return ['name', 'shop', 'image', 'message', 'config.duration', 'config.color', ...times];
    case 'watch-party':
      return ['name', 'description', ...times];
    case 'dynamic-cta':
      return ['name', 'widgets', 'image', 'link', ...times];
    default:
      return ['name', ...times];
  }
}

/** Fields only a new component sends. */
export const CREATE_ONLY_FIELDS: readonly ComponentField[] = ['widgets', 'shop', 'labels'];

/** The file fields (media in `image` for every type, the widget zip in `widget_upload`). */
export const FILE_FIELDS = ['image', 'widget_upload'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

const accept = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`).join(',');

/** The file picker's accept list per type (spec 01 §5 file types). */
export function acceptOf(slug: string, field: FileField): string {
  if (field === 'widget_upload') return accept(fileTypes.widget);
  switch (slug) {
    case 'live-graphics':
      return accept(fileTypes.liveGraphic);
    case 'fullscreen-video':
      return accept(fileTypes.movie);
    case 'conversion-popup':
      return accept(fileTypes.conversionPopup);
    default:
      return accept(fileTypes.image);
  }
}

/** Types whose message carries the {{link}} placeholder and offers 'Insert Link'. */
export const LINK_INSERT_TYPES: readonly string[] = ['twitch-chat-bot', 'twitch-chat-bot-command', 'suggested-tweet'];

/** Chat bot types: creating one needs a chatbot account that is not the default one (spec 01 §2). */
export const CHATBOT_TYPES: readonly string[] = ['twitch-chat-bot', 'twitch-chat-bot-command'];
