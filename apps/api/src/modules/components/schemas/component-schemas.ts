import type { MultipartFieldKind } from '../../../plugins/multipart-parts.ts';
import { limits } from '@advocate/validation';
import { ADDRESS_MAX_LENGTH, campaignSlugText, idNumber, nullableText, text } from '../../../schemas/strings.ts';
import { named, ref } from '../../../schemas/named-schemas.ts';

const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const typeSchema = named('ComponentType', {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'description', 'instructions', 'is_versioned', 'is_hidden', 'sort_order'],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    instructions: { type: 'string' },
    is_versioned: { type: 'boolean' },
    is_hidden: { type: 'boolean' },
    sort_order: { type: 'integer' },
  },
} as const);
export const typeAnswer = ref(typeSchema);

const versionProperties = {
  id: { type: 'integer' },
  content_id: { type: 'string' },
  sequence_number: { type: 'integer' },
  image: nullableString,
  message: nullableString,
  link: nullableString,
  created: time,
  config: { type: 'object', additionalProperties: true, description: 'Component config keys (spec 01 §3)' },
} as const;
export const versionAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'content_id', 'sequence_number', 'image', 'message', 'link', 'created', 'config'],
  properties: versionProperties,
} as const;
const nullableVersionAnswer = { ...versionAnswer, type: ['object', 'null'] } as const;

const componentProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  type: { type: 'string', description: 'Component type slug' },
  campaign: { type: 'string', description: 'Campaign slug' },
  is_movable: { type: 'boolean' },
  is_ready: { type: 'boolean' },
  start_time: nullableTime,
  end_time: nullableTime,
  end_signal_send: nullableTime,
  daily_cap_reached: { type: 'boolean' },
  labels: { type: 'array', items: { type: 'integer' } },
  impression_cutoff: nullableInteger,
  daily_impression_cap: nullableInteger,
  keyword: nullableString,
  youtube_url: nullableString,
  description: { type: 'string' },
  video_file: { ...nullableString, description: "URL of a fullscreen video's file (the same file as the version's image)" },
  widget_url: { ...nullableString, description: "URL of the unpacked advocate widget's index.html, served sandboxed" },
  is_deleted: { type: 'boolean' },
  versions: { type: 'array', items: versionAnswer, description: 'Newest first' },
  activeVersion: nullableVersionAnswer,
} as const;
export const componentSchema = named('Component', {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'type',
    'campaign',
    'is_movable',
    'is_ready',
    'start_time',
    'end_time',
    'end_signal_send',
    'daily_cap_reached',
    'labels',
    'impression_cutoff',
    'daily_impression_cap',
    'keyword',
    'youtube_url',
    'description',
    'video_file',
    'widget_url',
    'is_deleted',
    'versions',
    'activeVersion',
  ],
  properties: componentProperties,
} as const);
export const componentAnswer = ref(componentSchema);

/** Numbers as the forms send them: JSON numbers, or numeric text the rules read (decision 413). */
const numberish = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 32 }, { type: 'null' }] } as const;
const DATE_MAX_LENGTH = 64;
const TEXT_MAX_LENGTH = 10_000;

/** Config keys a client sets (spec 01 §3); the server's own (watch_party_id, widget_root, shop) are kept from the stored config. */
const configBody = {
  type: ['object', 'null'],
  description: 'Component config keys (spec 01 §3); unknown keys answer "Not a valid component field"',
  properties: {
    duration: numberish,
    rotation_delay: numberish,
    message_interval: numberish,
    command: nullableText(500),
    chatbot_component: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 32 }, { type: 'null' }] },
    source_keyword: nullableText(500),
    is_editable: { type: ['boolean', 'null'] },
    is_fulfillable: { type: ['boolean', 'null'] },
    color: nullableText(64),
    schedule: {
      type: ['object', 'null'],
      properties: { minutes: { anyOf: [{ type: 'array', maxItems: 60, items: numberish }, numberish] } },
    },
    game: nullableText(500),
  },
} as const;

/** Fields of a component write (spec 01 §7; contract 1). Files travel in multipart parts `image` and `widget_upload`. */
export const componentChangeFields = {
  // The rules of libs/validation bound the texts with their messages; these bounds only keep bodies small.
  name: text(limits.nameMaxLength * 8),
  is_movable: { type: 'boolean' },
  start_time: nullableText(DATE_MAX_LENGTH),
  end_time: nullableText(DATE_MAX_LENGTH),
  impression_cutoff: { type: ['integer', 'null'] },
  daily_impression_cap: { type: ['integer', 'null'] },
  keyword: nullableText(1000),
  youtube_url: nullableText(ADDRESS_MAX_LENGTH),
  description: nullableText(TEXT_MAX_LENGTH),
  message: nullableText(TEXT_MAX_LENGTH),
  link: nullableText(ADDRESS_MAX_LENGTH),
  config: configBody,
  labels: { type: ['array', 'null'], maxItems: 500, items: idNumber, description: 'Group (label) ids of the same campaign (null: none)' },
  image: { ...nullableText(ADDRESS_MAX_LENGTH), description: 'A file in multipart; in JSON null clears it, its current URL keeps it' },
  widget_upload: { ...nullableText(ADDRESS_MAX_LENGTH), description: 'The advocate widget zip, a file in multipart' },
  shop: { ...nullableText(255), description: 'Conversion popups: a confirmed Shopify shop domain' },
} as const;

export const componentCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['campaign', 'type', 'name'],
  properties: {
    ...componentChangeFields,
    campaign: campaignSlugText,
    type: { ...text(100), description: 'Component type slug' },
    widgets: {
      type: ['array', 'null'],
      maxItems: 20,
      items: text(64),
      description: 'Dynamic calls to action: text widget names (default ["Headline"])',
    },
  },
} as const;

export const componentUpdateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...componentChangeFields,
    campaign: { ...campaignSlugText, description: "Optional; must be the component's campaign" },
    type: { ...text(100), description: "Optional; must be the component's type" },
    end_signal_send: { type: 'null', description: 'Sent as null with end_time null to reactivate' },
    reactivated_version_id: { ...idNumber, description: 'Versioned types: copy this older version into a new one' },
  },
} as const;

/** How multipart text parts become the JSON values the body schemas take (spec 00 §7). */
export const componentMultipartKinds: Readonly<Record<string, MultipartFieldKind>> = {
  name: 'text',
  campaign: 'text',
  type: 'text',
  description: 'text',
  shop: 'nullable',
  is_movable: 'boolean',
  impression_cutoff: 'integer',
  daily_impression_cap: 'integer',
  reactivated_version_id: 'integer',
  start_time: 'nullable',
  end_time: 'nullable',
  end_signal_send: 'nullable',
  keyword: 'nullable',
  youtube_url: 'nullable',
  message: 'nullable',
  link: 'nullable',
  image: 'nullable',
  widget_upload: 'nullable',
  config: 'nullable-json',
  labels: 'nullable-json',
  widgets: 'nullable-json',
};
