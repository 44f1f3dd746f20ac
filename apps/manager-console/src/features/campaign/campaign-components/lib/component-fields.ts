import { fileTypes } from '@advocate/validation';
import type { ComponentFormContext } from '@advocate/validation';
import { CHATBOT_COMPONENT_TYPES, COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

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
    case COMPONENT_TYPE.liveGraphics:
      return ['name', 'image', 'link', 'config.duration', 'config.rotation_delay', 'impression_cutoff', 'daily_impression_cap', ...times];
    case COMPONENT_TYPE.bannerGraphics:
      return ['name', 'image', 'link', 'config.is_fulfillable', ...times];
    case COMPONENT_TYPE.chatBot:
      return ['name', 'message', 'link', 'config.message_interval', 'config.schedule.minutes', ...times];
    case COMPONENT_TYPE.chatBotCommand:
      return ['name', 'config.command', 'message', 'link', 'config.message_interval', ...times];
    case COMPONENT_TYPE.suggestedTweet:
      return [
        'name',
        'message',
        'link',
        'image',
        ...(context.keyword_links ? (['keyword'] as const) : []),
        'config.is_editable',
        'config.is_fulfillable',
        ...times,
      ];
    case COMPONENT_TYPE.suggestedRetweet:
      return ['name', 'message', 'config.is_fulfillable', ...times];
    case COMPONENT_TYPE.fullscreenVideo:
      return ['name', 'youtube_url', 'image', ...times];
    case COMPONENT_TYPE.customLink:
      return ['name', 'link', 'config.source_keyword', 'description', ...times];
    case COMPONENT_TYPE.advocateWidget:
      return ['name', 'widget_upload', 'description', ...times];
    case COMPONENT_TYPE.conversionPopup:
      return ['name', 'shop', 'image', 'message', 'config.duration', 'config.color', ...times];
    case COMPONENT_TYPE.watchParty:
      return ['name', 'description', ...times];
    case COMPONENT_TYPE.dynamicCta:
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
    case COMPONENT_TYPE.liveGraphics:
      return accept(fileTypes.liveGraphic);
    case COMPONENT_TYPE.fullscreenVideo:
      return accept(fileTypes.movie);
    case COMPONENT_TYPE.conversionPopup:
      return accept(fileTypes.conversionPopup);
    default:
      return accept(fileTypes.image);
  }
}

/** Types whose message carries the {{link}} placeholder and offers 'Insert Link'. */
export const LINK_INSERT_TYPES: readonly string[] = [COMPONENT_TYPE.chatBot, COMPONENT_TYPE.chatBotCommand, COMPONENT_TYPE.suggestedTweet];

/** Chat bot types: creating one needs a chatbot account that is not the default one (spec 01 §2). */
export const CHATBOT_TYPES: readonly string[] = CHATBOT_COMPONENT_TYPES;
