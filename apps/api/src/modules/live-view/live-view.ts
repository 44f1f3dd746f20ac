import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { HttpError } from '../../errors.ts';
import type { PanelTopic } from '../../platform/live/live-panels.ts';
import { tokenLifetimes, tokenStillLive } from '../auth/index.ts';
import { findUserById, liveWindowStart, requireBroadcaster, requireManager, visibleCampaign, type UserRow } from '../shared/index.ts';
import {
  activeCampaignIds,
  activeChannelIds,
  activityBuckets,
  latestDisplays,
  liveChannels,
  type DisplayRow,
  type LiveChannelRow,
} from './repositories/live-view-repository.ts';
import type { ActivityBucket, BroadcasterLive, CampaignLive, LiveStream } from './schemas/live-view-schemas.ts';

/** The live view's window: the last 30 minutes, in 5-minute buckets (issue 30 part 1). */
export const WINDOW_MINUTES = 30;
export const BUCKET_MINUTES = 5;
/** A graphic counts as "showing now" when its display started this recently (decision 792). */
export const SHOWING_MINUTES = 5;

/** What a live view shows: a campaign's channels (managers), or a broadcaster's own channel. */
export type LiveTopic = CampaignTopic | BroadcasterTopic;
export type CampaignTopic = { kind: 'campaign'; campaignId: number };
export type BroadcasterTopic = { kind: 'broadcaster'; broadcasterId: number };

/** A live view's answer, with what it depends on: the campaigns and broadcasters whose events change it. */
export interface LiveSnapshot<T> {
  answer: T;
  campaigns: number[];
  broadcasters: number[];
  /** Whose activity changes it: the broadcaster's own for their block; anyone's on the campaign when absent. */
  activityOf?: number[];
}

/**
 * The campaign live panel's topic: a manager (else 403) who sees the campaign (else 404); a brand
 * viewer sees it like the campaign's other dashboards (decision 790).
 */
export async function campaignLiveTopic(db: Queryable, user: UserRow, slug: string): Promise<CampaignTopic> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return { kind: 'campaign', campaignId: campaign.id };
}

/** The studio's live block: a broadcaster's own channel (a manager gets 403). */
export function broadcasterLiveTopic(user: UserRow): BroadcasterTopic {
  requireBroadcaster(user);
  return { kind: 'broadcaster', broadcasterId: user.id };
}

/** The rolling buckets of the window ending at `now`, oldest first; their sum is the window's total. */
function buckets(rows: Array<{ bucket: number; clicks: number; conversions: number }>, from: Date): ActivityBucket[] {
  const count = WINDOW_MINUTES / BUCKET_MINUTES;
  const out = Array.from({ length: count }, (_, i) => ({
    start: new Date(from.getTime() + i * BUCKET_MINUTES * 60_000).toISOString(),
    clicks: 0,
    conversions: 0,
  }));
  for (const r of rows) {
    // A click at exactly `now` falls on the upper bound: it belongs to the last bucket.
    const b = out[Math.min(Math.max(r.bucket, 0), count - 1)];
    b.clicks += r.clicks;
    b.conversions += r.conversions;
  }
  return out;
}

async function activity(db: Queryable, of: { campaignId: number } | { broadcasterId: number }, now: Date) {
  const from = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const list = buckets(await activityBuckets(db, of, from, now, BUCKET_MINUTES * 60), from);
  return {
    at: now.toISOString(),
    clicks: list.reduce((n, b) => n + b.clicks, 0),
    conversions: list.reduce((n, b) => n + b.conversions, 0),
    buckets: list,
  };
}

function streamsOf(rows: LiveChannelRow[], displays: DisplayRow[]): LiveStream[] {
  const shown = new Map(displays.map((d) => [d.broadcaster_id, d]));
  return rows.map((r) => {
    const d = shown.get(r.broadcaster_id);
    return {
      username: r.username,
      platform: r.platform,
      viewers: Number(r.viewers),
      game: r.game || null,
      started_at: r.started_at ? new Date(r.started_at).toISOString() : null,
      showing: d
        ? {
            component_id: d.component_id,
            name: d.name,
            image: d.image,
            started_at: new Date(d.time).toISOString(),
            seconds: Number(d.duration_seconds),
          }
        : null,
    };
  });
}

/** The campaign's live channels (with the graphic of this campaign each shows) and its last 30 minutes. */
export async function campaignLive(db: Queryable, campaignId: number, now: Date): Promise<LiveSnapshot<CampaignLive>> {
  const channels = await activeChannelIds(db, campaignId);
  const rows = await liveChannels(db, channels, now, liveWindowStart(now));
  const live = [...new Set(rows.map((r) => r.broadcaster_id))];
  const displays = await latestDisplays(db, live, campaignId, new Date(now.getTime() - SHOWING_MINUTES * 60_000), now);
  return {
    answer: {
      ...(await activity(db, { campaignId }, now)),
      channels: channels.length,
      live_channels: live.length,
      viewers: rows.reduce((n, r) => n + Number(r.viewers), 0),
      streams: streamsOf(rows, displays),
    },
    campaigns: [campaignId],
    broadcasters: channels,
  };
}

/** The broadcaster's own streams (with the graphic their overlay shows, of any campaign) and their last 30 minutes. */
export async function broadcasterLive(db: Queryable, broadcasterId: number, now: Date): Promise<LiveSnapshot<BroadcasterLive>> {
  const rows = await liveChannels(db, [broadcasterId], now, liveWindowStart(now));
  const displays = rows.length
    ? await latestDisplays(db, [broadcasterId], null, new Date(now.getTime() - SHOWING_MINUTES * 60_000), now)
    : [];
  return {
    answer: {
      ...(await activity(db, { broadcasterId }, now)),
      live: rows.length > 0,
      viewers: rows.reduce((n, r) => n + Number(r.viewers), 0),
      streams: streamsOf(rows, displays),
    },
    campaigns: await activeCampaignIds(db, broadcasterId),
    broadcasters: [broadcasterId],
    activityOf: [broadcasterId],
  };
}

/** The snapshot of a topic. */
export function liveSnapshot(db: Queryable, topic: LiveTopic, now: Date): Promise<LiveSnapshot<CampaignLive | BroadcasterLive>> {
  return topic.kind === 'campaign' ? campaignLive(db, topic.campaignId, now) : broadcasterLive(db, topic.broadcasterId, now);
}

/** The key open views of one topic share (one snapshot built per change for all of them). */
export const topicKey = (topic: LiveTopic) =>
  topic.kind === 'campaign' ? `campaign:${topic.campaignId}` : `broadcaster:${topic.broadcasterId}`;

/** The live panels' topic: one snapshot per change for every open panel of it. */
export function livePanelTopic(db: Queryable, topic: LiveTopic): PanelTopic {
  return { key: topicKey(topic), build: (now) => liveSnapshot(db, topic, now) };
}

/**
 * Whether an open panel may stay open (decision 791): its sign-in token is still live (not signed
 * out, not idle past its lifetime; asked without stamping a use) and the user, read again, still
 * passes `check` (the route's own access check).
 */
export async function panelStillAllowed(
  db: Queryable,
  config: Pick<Config, 'TOKEN_IDLE_DAYS' | 'TOKEN_SESSION_IDLE_HOURS'>,
  session: { key: string; userId: number },
  check: (user: UserRow) => Promise<unknown> | unknown,
  now: Date,
): Promise<boolean> {
  if (!(await tokenStillLive(db, session.key, now, tokenLifetimes(config)))) return false;
  const user = await findUserById(db, session.userId);
  if (!user || !user.is_active) return false;
  try {
    await check(user);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
