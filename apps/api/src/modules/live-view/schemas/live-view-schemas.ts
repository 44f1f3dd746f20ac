import type { FromSchema } from 'json-schema-to-ts';

/** The graphic an overlay reported last (decision 792): null when none started in the last 5 minutes. */
const showing = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['component_id', 'name', 'image', 'started_at', 'seconds'],
  properties: {
    component_id: { type: ['integer', 'null'] },
    name: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    started_at: { type: 'string', format: 'date-time' },
    seconds: { type: 'integer' },
  },
} as const;

/** One live stream of a channel. */
const liveStream = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'platform', 'viewers', 'game', 'started_at', 'showing'],
  properties: {
    username: { type: 'string' },
    platform: { type: 'string', enum: ['twitch', 'youtube'] },
    viewers: { type: 'integer' },
    game: { type: ['string', 'null'] },
    started_at: { type: ['string', 'null'], format: 'date-time' },
    showing,
  },
} as const;

/** Counted clicks and conversions of one 5-minute bucket, oldest first. */
const bucket = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'clicks', 'conversions'],
  properties: { start: { type: 'string', format: 'date-time' }, clicks: { type: 'integer' }, conversions: { type: 'integer' } },
} as const;

const activity = {
  at: { type: 'string', format: 'date-time' },
  clicks: { type: 'integer' },
  conversions: { type: 'integer' },
  buckets: { type: 'array', items: bucket },
} as const;

/** GET campaigns/{slug}/live/ and the `snapshot` events of its stream (decision 790). */
export const campaignLiveAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'channels', 'live_channels', 'viewers', 'streams', 'clicks', 'conversions', 'buckets'],
  properties: {
    ...activity,
    channels: { type: 'integer' },
    live_channels: { type: 'integer' },
    viewers: { type: 'integer' },
    streams: { type: 'array', items: liveStream },
  },
} as const;
export type CampaignLive = FromSchema<typeof campaignLiveAnswer>;

/** GET broadcaster-live/ and the `snapshot` events of its stream: the broadcaster's own channel. */
export const broadcasterLiveAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'live', 'viewers', 'streams', 'clicks', 'conversions', 'buckets'],
  properties: {
    ...activity,
    live: { type: 'boolean' },
    viewers: { type: 'integer' },
    streams: { type: 'array', items: liveStream },
  },
} as const;
export type BroadcasterLive = FromSchema<typeof broadcasterLiveAnswer>;

export type LiveStream = FromSchema<typeof liveStream>;
export type ActivityBucket = FromSchema<typeof bucket>;
