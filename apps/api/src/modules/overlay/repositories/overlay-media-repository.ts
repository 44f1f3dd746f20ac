import type { Queryable } from '../../../db/db.ts';
import { isLiveSql, LIVE_WINDOW_MINUTES } from '../../shared/index.ts';

/**
 * SQL of what the browser source overlay reports and plays (issue 8, decisions 510-512): the
 * broadcaster behind an overlay key, impression totals and caps, display overlaps, video triggers
 * and test patterns.
 */

const UTC_DAY = (param: string) => `(${param}::timestamptz AT TIME ZONE 'UTC')::date`;

/** Live-graphic impressions of one component (all days, or the UTC day of `nowParam`). */
const componentImpressions = (co: string, nowParam?: string) =>
  `(SELECT coalesce(sum(r.impressions), 0) FROM rollup_daily_components r WHERE r.component_id = ${co}.id${nowParam ? ` AND r.day = ${UTC_DAY(nowParam)}` : ''})`;
/** Live-graphic impressions of one campaign (all days, or the UTC day of `nowParam`). */
const campaignImpressions = (ca: string, nowParam?: string) =>
  `(SELECT coalesce(sum(r.impressions), 0) FROM rollup_daily_components r WHERE r.campaign_id = ${ca}.id${nowParam ? ` AND r.day = ${UTC_DAY(nowParam)}` : ''})`;

/** A cap column counts when it is set and above 0 (decision 510: null and 0 mean no cap). */
const under = (cap: string, total: string) => `(coalesce(${cap}, 0) = 0 OR ${total} < ${cap})`;

/**
 * The rotation rule of decision 510, as a SQL condition over component alias `co` and campaign
 * alias `ca` at the time in parameter `nowParam`: neither the component nor its campaign has reached
 * its `daily_impression_cap` on the UTC day of `nowParam`, nor its `impression_cutoff` (all time).
 * Computed from the rollups, so it lifts by itself at 00:00 UTC or when a manager raises a cap;
 * `daily_cap_reached` (the console's banner flag) follows it (set on recording, cleared by the
 * reset job). Used by `eligibleLiveGraphics`, so the overlay and the stream preview both leave a
 * capped graphic out.
 */
export function withinImpressionCapsSql(co: string, ca: string, nowParam: string): string {
  return `(${under(`${co}.daily_impression_cap`, componentImpressions(co, nowParam))}
    AND ${under(`${ca}.daily_impression_cap`, campaignImpressions(ca, nowParam))}
    AND ${under(`${co}.impression_cutoff`, componentImpressions(co))}
    AND ${under(`${ca}.impression_cutoff`, campaignImpressions(ca))})`;
}

/** Serialises impression counting of one campaign until the transaction ends (caps stay exact). */
export async function lockCampaignImpressions(q: Queryable, campaignId: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(5120, $1)', [campaignId]);
}

export interface DisplayComponentRow {
  component_id: number;
  campaign_id: number;
  seconds_per_impression: number;
  /** config.duration of the reported version (null when absent). */
  duration: number | null;
}

/** The component and one of its versions, with what impressions need; undefined when the version is not the component's. */
export async function findDisplayComponent(q: Queryable, componentId: number, versionId: number): Promise<DisplayComponentRow | undefined> {
  const [row] = await q.query<DisplayComponentRow>(
    `SELECT co.id AS component_id, co.campaign_id, ca.seconds_per_impression,
            CASE WHEN jsonb_typeof(cv.config -> 'duration') = 'number' THEN (cv.config ->> 'duration')::float8 END AS duration
     FROM components co JOIN campaigns ca ON ca.id = co.campaign_id JOIN component_versions cv ON cv.component_id = co.id
     WHERE co.id = $1 AND cv.id = $2 AND co.type = 'live-graphics'`,
    [componentId, versionId],
  );
  return row;
}

/** Whether a recorded display of this broadcaster and component overlaps [start, end) by a second or more. */
export async function overlapsRecordedDisplay(
  q: Queryable,
  broadcasterId: number,
  componentId: number,
  start: Date,
  end: Date,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM live_graphic_displays d
     WHERE d.broadcaster_id = $1 AND d.component_id = $2
       AND d.time > $3::timestamptz - interval '1 day' AND d.time < $4::timestamptz
       AND least(d.time + make_interval(secs => d.duration_seconds), $4::timestamptz) - greatest(d.time, $3::timestamptz) >= interval '1 second'
     LIMIT 1`,
    [broadcasterId, componentId, start, end],
  );
  return rows.length > 0;
}

export interface ImpressionTotals {
  component_today: number;
  component_total: number;
  campaign_today: number;
  campaign_total: number;
  component_daily_cap: number | null;
  component_cutoff: number | null;
  campaign_daily_cap: number | null;
  campaign_cutoff: number | null;
  component_cap_flag: boolean;
  campaign_cap_flag: boolean;
}

/** Live-graphic impressions counted so far (the UTC day of `at`, and all time) for a component and its campaign, with their caps. */
export async function impressionTotals(q: Queryable, componentId: number, at: Date): Promise<ImpressionTotals> {
  const [row] = await q.query<ImpressionTotals>(
    `SELECT ${componentImpressions('co', '$2')}::float8 AS component_today, ${componentImpressions('co')}::float8 AS component_total,
            ${campaignImpressions('ca', '$2')}::float8 AS campaign_today, ${campaignImpressions('ca')}::float8 AS campaign_total,
            co.daily_impression_cap AS component_daily_cap, co.impression_cutoff AS component_cutoff,
            ca.daily_impression_cap AS campaign_daily_cap, ca.impression_cutoff AS campaign_cutoff,
            co.daily_cap_reached AS component_cap_flag, ca.daily_cap_reached AS campaign_cap_flag
     FROM components co JOIN campaigns ca ON ca.id = co.campaign_id WHERE co.id = $1`,
    [componentId, at],
  );
  return row;
}

/** Sets the console's daily cap flag (spec 01 §2 banner) on a component and/or a campaign. */
export async function setDailyCapReached(q: Queryable, target: { componentId?: number; campaignId?: number }): Promise<void> {
  if (target.componentId !== undefined) await q.query('UPDATE components SET daily_cap_reached = true WHERE id = $1', [target.componentId]);
  if (target.campaignId !== undefined) await q.query('UPDATE campaigns SET daily_cap_reached = true WHERE id = $1', [target.campaignId]);
}

/**
 * Clears `daily_cap_reached` where the cap is no longer reached on the UTC day of `now` (a new day,
 * or a raised cap); answers the campaigns whose overlays must resync.
 */
export async function clearDailyCapFlags(q: Queryable, now: Date): Promise<number[]> {
  const rows = await q.query<{ campaign_id: number }>(
    `WITH cleared_components AS (
       UPDATE components co SET daily_cap_reached = false
       WHERE co.daily_cap_reached AND ${under('co.daily_impression_cap', componentImpressions('co', '$1'))}
       RETURNING co.campaign_id
     ), cleared_campaigns AS (
       UPDATE campaigns ca SET daily_cap_reached = false
       WHERE ca.daily_cap_reached AND ${under('ca.daily_impression_cap', campaignImpressions('ca', '$1'))}
       RETURNING ca.id AS campaign_id
     )
     SELECT DISTINCT campaign_id FROM (SELECT campaign_id FROM cleared_components UNION SELECT campaign_id FROM cleared_campaigns) x
     ORDER BY campaign_id`,
    [now],
  );
  return rows.map((r) => Number(r.campaign_id));
}

/**
 * Makes `daily_cap_reached` of one component and/or one campaign follow its cap after a manager
 * changed it (decision 615): set when today's impressions (UTC day of `now`) reach the cap, cleared
 * when the cap was raised above them or removed. Answers the campaigns whose flag changed.
 */
export async function followDailyCapFlags(
  q: Queryable,
  now: Date,
  target: { componentId?: number; campaignId?: number },
): Promise<number[]> {
  const changed: number[] = [];
  if (target.componentId !== undefined) {
    const reached = `NOT ${under('co.daily_impression_cap', componentImpressions('co', '$1'))}`;
    const rows = await q.query<{ campaign_id: number }>(
      `UPDATE components co SET daily_cap_reached = ${reached} WHERE co.id = $2 AND co.daily_cap_reached <> ${reached} RETURNING co.campaign_id`,
      [now, target.componentId],
    );
    changed.push(...rows.map((r) => Number(r.campaign_id)));
  }
  if (target.campaignId !== undefined) {
    const reached = `NOT ${under('ca.daily_impression_cap', campaignImpressions('ca', '$1'))}`;
    const rows = await q.query<{ campaign_id: number }>(
      `UPDATE campaigns ca SET daily_cap_reached = ${reached} WHERE ca.id = $2 AND ca.daily_cap_reached <> ${reached} RETURNING ca.id AS campaign_id`,
      [now, target.campaignId],
    );
    changed.push(...rows.map((r) => Number(r.campaign_id)));
  }
  return [...new Set(changed)];
}

/**
 * The channel's live state at `at`, by the same rule as everywhere else (`isLiveSql`: the
 * viewership poll's live state, or a recent sample where the poll never ran); viewers from the
 * latest sample within LIVE_WINDOW_MINUTES before `at`.
 */
export async function liveViewersAt(q: Queryable, broadcasterId: number, at: Date): Promise<{ live: boolean; viewers: number }> {
  const [row] = await q.query<{ live: boolean; viewers: number | null }>(
    `SELECT ${isLiveSql('$1::integer', '$2')} AS live,
       (SELECT vs.viewers FROM viewership_samples vs
        WHERE vs.broadcaster_id = $1 AND vs.time > $2::timestamptz - interval '${LIVE_WINDOW_MINUTES} minutes' AND vs.time <= $2::timestamptz
        ORDER BY vs.time DESC, vs.id DESC LIMIT 1) AS viewers`,
    [broadcasterId, at],
  );
  return row?.live ? { live: true, viewers: Number(row.viewers ?? 0) } : { live: false, viewers: 0 };
}

/** How long a video trigger or test pattern waits for an overlay to play it (decision 512). */
export const PENDING_WINDOW_MINUTES = 60;

export interface PendingVideo {
  id: number;
  component_id: number;
  campaign_id: number;
  /** The uploaded video's address, or null for a YouTube video. */
  video_file: string | null;
  youtube_url: string | null;
  requested_at: string;
}

export interface PendingTestPattern {
  id: number;
  size: '1920x1080' | '1600x900' | '1280x720';
  requested_at: string;
}

const pendingVideoSql = `SELECT vt.id::int AS id, co.id AS component_id, co.campaign_id, co.video_file, co.youtube_url, vt.requested_at
  FROM video_triggers vt JOIN components co ON co.id = vt.component_id JOIN campaigns ca ON ca.id = co.campaign_id
  JOIN campaign_statuses cs ON cs.campaign_id = co.campaign_id AND cs.broadcaster_id = vt.broadcaster_id AND cs.status = 'Active'
  WHERE vt.broadcaster_id = $1 AND vt.played_at IS NULL
    AND vt.requested_at > $2::timestamptz - interval '${PENDING_WINDOW_MINUTES} minutes'
    AND NOT co.is_deleted AND co.is_ready AND co.type = 'fullscreen-video'
    AND (co.end_time IS NULL OR co.end_time > $2::timestamptz) AND (ca.end_date IS NULL OR ca.end_date > $2::timestamptz)`;

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * What an overlay of `broadcasterId` still has to play at `now` (decision 512): video triggers not
 * yet played (the component still playable, the broadcaster still Active, asked for within
 * PENDING_WINDOW_MINUTES) and test patterns not yet shown, oldest first. The overlay state and
 * `GET /browsersource/{username}/pending/` both answer these.
 */
export async function pendingOverlayRequests(
  q: Queryable,
  broadcasterId: number,
  now: Date,
): Promise<{ videos: PendingVideo[]; test_patterns: PendingTestPattern[] }> {
  const videos = await q.query<PendingVideo>(`${pendingVideoSql} ORDER BY vt.requested_at, vt.id`, [broadcasterId, now]);
  const patterns = await q.query<PendingTestPattern>(
    `SELECT id::int AS id, size, requested_at FROM browsersource_test_patterns
     WHERE broadcaster_id = $1 AND shown_at IS NULL AND requested_at > $2::timestamptz - interval '${PENDING_WINDOW_MINUTES} minutes'
     ORDER BY requested_at, id`,
    [broadcasterId, now],
  );
  return {
    videos: videos.map((v) => ({ ...v, requested_at: iso(v.requested_at) })),
    test_patterns: patterns.map((p) => ({ ...p, requested_at: iso(p.requested_at) })),
  };
}

/** A pending (playable) video trigger of the broadcaster, or undefined. */
export async function findPendingVideo(
  q: Queryable,
  broadcasterId: number,
  triggerId: number,
  now: Date,
): Promise<PendingVideo | undefined> {
  const [row] = await q.query<PendingVideo>(`${pendingVideoSql} AND vt.id = $3`, [broadcasterId, now, triggerId]);
  return row && { ...row, requested_at: iso(row.requested_at) };
}

/**
 * Marks the trigger played, atomically: only the first report of a trigger gets a row back (the
 * UPDATE waits for a concurrent one and then finds played_at set).
 */
export async function claimVideoTrigger(
  q: Queryable,
  triggerId: number,
  broadcasterId: number,
  now: Date,
  viewers: number,
): Promise<{ requested_by: number | null } | undefined> {
  const [row] = await q.query<{ requested_by: number | null }>(
    `UPDATE video_triggers SET played_at = $3, viewer_count = $4
     WHERE id = $1 AND broadcaster_id = $2 AND played_at IS NULL RETURNING requested_by`,
    [triggerId, broadcasterId, now, viewers],
  );
  return row;
}

/** Marks a pending test pattern shown (first report wins); false when it is not pending. */
export async function markTestPatternShown(q: Queryable, patternId: number, broadcasterId: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE browsersource_test_patterns SET shown_at = $3
     WHERE id = $1 AND broadcaster_id = $2 AND shown_at IS NULL AND requested_at > $3::timestamptz - interval '${PENDING_WINDOW_MINUTES} minutes'
     RETURNING 1`,
    [patternId, broadcasterId, now],
  );
  return rows.length > 0;
}

/** Whether the broadcaster's video trigger exists and was already played. */
export async function videoTriggerPlayed(q: Queryable, triggerId: number, broadcasterId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM video_triggers WHERE id = $1 AND broadcaster_id = $2 AND played_at IS NOT NULL', [
    triggerId,
    broadcasterId,
  ]);
  return rows.length > 0;
}

/** Whether the broadcaster's test pattern exists and was already shown. */
export async function testPatternShown(q: Queryable, patternId: number, broadcasterId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM browsersource_test_patterns WHERE id = $1 AND broadcaster_id = $2 AND shown_at IS NOT NULL', [
    patternId,
    broadcasterId,
  ]);
  return rows.length > 0;
}
