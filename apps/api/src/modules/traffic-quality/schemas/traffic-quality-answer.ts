import type { FromSchema } from 'json-schema-to-ts';

const count = { type: 'integer', minimum: 0 } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

const shareProperties = {
  clicks: { ...count, description: 'Every recorded click: counted + bots + prefetches + repeats.' },
  bots: count,
  prefetches: count,
  repeats: count,
  counted: count,
  flagged: { ...count, description: 'Counted clicks held in an open flag: left out of payouts until the flag is dismissed.' },
  conversions: count,
  verified_conversions: count,
  unverified_conversions: count,
} as const;
const shareKeys = [
  'clicks',
  'bots',
  'prefetches',
  'repeats',
  'counted',
  'flagged',
  'conversions',
  'verified_conversions',
  'unverified_conversions',
] as const;

export const trafficSharesSchema = {
  type: 'object',
  additionalProperties: false,
  required: shareKeys,
  properties: shareProperties,
} as const;

export const trafficFlagAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'broadcaster',
    'subject',
    'reason',
    'status',
    'clicks',
    'held_by_other_flags',
    'first_click',
    'last_click',
    'created_at',
    'updated_at',
    'dismissed_at',
    'dismissed_by',
    'dismissal_note',
  ],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['click-rate', 'dominant-address', 'dominant-agent', 'offline-clicks'] },
    broadcaster: { type: 'string' },
    subject: { type: 'string', description: "The dominating address or user agent; '' for the other kinds." },
    reason: { type: 'string' },
    status: { type: 'string', enum: ['open', 'dismissed'] },
    clicks: { ...count, description: 'The counted clicks the flag covers.' },
    held_by_other_flags: {
      ...count,
      description:
        'How many of those clicks another open flag holds: they stay out of payouts even once this flag is dismissed. A dismissed flag counts again only its other clicks.',
    },
    first_click: nullableTime,
    last_click: nullableTime,
    created_at: time,
    updated_at: time,
    dismissed_at: nullableTime,
    dismissed_by: { type: ['string', 'null'] },
    dismissal_note: { type: ['string', 'null'] },
  },
} as const;

/** GET traffic-quality/?campaign= (issue 30 part 2). */
export const trafficQualityAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['campaign', 'totals', 'channels', 'flags'],
  properties: {
    campaign: { type: 'string' },
    totals: trafficSharesSchema,
    channels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['broadcaster', ...shareKeys],
        properties: { broadcaster: { type: 'string' }, ...shareProperties },
      },
    },
    flags: { type: 'array', items: trafficFlagAnswer },
  },
} as const;

export type TrafficQualityAnswer = FromSchema<typeof trafficQualityAnswer>;
export type TrafficFlagAnswer = FromSchema<typeof trafficFlagAnswer>;
