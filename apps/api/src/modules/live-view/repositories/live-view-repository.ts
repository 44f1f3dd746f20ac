import type { Queryable } from '../../../db/db.ts';
import { liveStreamsSql } from '../../shared/index.ts';

/** One live stream of a channel, as the viewership poll last saw it (or the last sample, decision 541). */
export interface LiveChannelRow {
  broadcaster_id: number;
  username: string;
  platform: 'twitch' | 'youtube';
  viewers: number;
  game: string | null;
  started_at: Date | null;
}

/** The latest graphic display an overlay reported. */
export interface DisplayRow {
  broadcaster_id: number;
  component_id: number | null;
  name: string | null;
  image: string | null;
  time: Date;
  duration_seconds: number;
}

/** Counted clicks and conversions of one 5-minute bucket (0 = the oldest). */
export interface BucketRow {
  bucket: number;
  clicks: number;
  conversions: number;
}

/** Broadcasters Active on the campaign: its channels. */
export async function activeChannelIds(q: Queryable, campaignId: number): Promise<number[]> {
  const rows = await q.query<{ broadcaster_id: number }>(
    `SELECT broadcaster_id FROM campaign_statuses WHERE campaign_id = $1 AND status = 'Active'`,
    [campaignId],
  );
  return rows.map((r) => r.broadcaster_id);
}

/** Campaigns the broadcaster is Active on. */
export async function activeCampaignIds(q: Queryable, broadcasterId: number): Promise<number[]> {
  const rows = await q.query<{ campaign_id: number }>(
    `SELECT campaign_id FROM campaign_statuses WHERE broadcaster_id = $1 AND status = 'Active'`,
    [broadcasterId],
  );
  return rows.map((r) => r.campaign_id);
}

/**
 * The live streams of these broadcasters at `now` by the one live rule (`liveStreamsSql`, decision
 * 541): the poll's live state seen within the window, else (a channel the poll never covered) the
 * last sample within it. Most viewers first.
 */
export async function liveChannels(q: Queryable, broadcasterIds: readonly number[], now: Date, since: Date): Promise<LiveChannelRow[]> {
  if (broadcasterIds.length === 0) return [];
  return q.query<LiveChannelRow>(
    `SELECT l.broadcaster_id, u.username, l.platform, l.viewers, l.game, l.started_at
     FROM ${liveStreamsSql('$1::int[]', '$2', '$3')} l JOIN users u ON u.id = l.broadcaster_id
     ORDER BY l.viewers DESC, u.username, l.platform`,
    [[...broadcasterIds], now, since],
  );
}

/**
 * Each broadcaster's latest graphic display that started within [since, now], of one campaign's
 * graphics (`campaignId`) or of any (null).
 */
export async function latestDisplays(
  q: Queryable,
  broadcasterIds: readonly number[],
  campaignId: number | null,
  since: Date,
  now: Date,
): Promise<DisplayRow[]> {
  if (broadcasterIds.length === 0) return [];
  return q.query<DisplayRow>(
    `SELECT DISTINCT ON (d.broadcaster_id) d.broadcaster_id, d.component_id, c.name, v.image, d.time, d.duration_seconds
     FROM live_graphic_displays d
     LEFT JOIN components c ON c.id = d.component_id
     LEFT JOIN component_versions v ON v.id = d.component_version_id
     WHERE d.broadcaster_id = ANY($1::int[]) AND ($2::int IS NULL OR d.campaign_id = $2::int)
       AND d.time > $3::timestamptz AND d.time <= $4::timestamptz
     ORDER BY d.broadcaster_id, d.time DESC`,
    [[...broadcasterIds], campaignId, since, now],
  );
}

/**
 * Counted clicks (no flag) and conversions of one campaign or one broadcaster in (from, now], per
 * 5-minute bucket from `from` (buckets without any are left out).
 */
export async function activityBuckets(
  q: Queryable,
  of: { campaignId: number } | { broadcasterId: number },
  from: Date,
  now: Date,
  bucketSeconds: number,
): Promise<BucketRow[]> {
  const [column, id] = 'campaignId' in of ? ['campaign_id', of.campaignId] : ['broadcaster_id', of.broadcasterId];
  const bucket = `floor(extract(epoch FROM (time - $2::timestamptz)) / $4)::int`;
  return q.query<BucketRow>(
    `SELECT bucket, sum(clicks)::int AS clicks, sum(conversions)::int AS conversions FROM (
       SELECT ${bucket} AS bucket, count(*) AS clicks, 0 AS conversions FROM clicks
        WHERE ${column} = $1 AND time > $2::timestamptz AND time <= $3::timestamptz AND flag IS NULL GROUP BY 1
       UNION ALL
       SELECT ${bucket} AS bucket, 0 AS clicks, count(*) AS conversions FROM conversions
        WHERE ${column} = $1 AND time > $2::timestamptz AND time <= $3::timestamptz GROUP BY 1
     ) b GROUP BY bucket ORDER BY bucket`,
    [id, from, now, bucketSeconds],
  );
}
