import type { Queryable } from '../../../db/db.ts';

/** The broadcaster an overlay address names (decision 501). */
export interface OverlayBroadcaster {
  id: number;
  username: string;
  browsersource_key: string;
  base_canvas_resolution: string;
}

/** An active broadcaster by username (case-insensitive), with the overlay's secret key. */
export async function findOverlayBroadcaster(q: Queryable, username: string): Promise<OverlayBroadcaster | undefined> {
  const rows = await q.query<OverlayBroadcaster>(
    `SELECT u.id, u.username, p.browsersource_key, p.base_canvas_resolution
     FROM users u JOIN profiles p ON p.user_id = u.id
     WHERE lower(u.username) = lower($1) AND u.user_type = 3 AND u.is_active`,
    [username],
  );
  return rows[0];
}

/** The active broadcaster whose overlay key this is (keys are unique), as `findOverlayBroadcaster` answers it. */
export async function findOverlayBroadcasterByKey(q: Queryable, key: string): Promise<OverlayBroadcaster | undefined> {
  const rows = await q.query<OverlayBroadcaster>(
    `SELECT u.id, u.username, p.browsersource_key, p.base_canvas_resolution
     FROM users u JOIN profiles p ON p.user_id = u.id
     WHERE p.browsersource_key = $1 AND u.user_type = 3 AND u.is_active`,
    [key],
  );
  return rows[0];
}

/** Whether any user (any type, active or not) holds this username (case-insensitive). */
export async function usernameHeld(q: Queryable, username: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE lower(username) = lower($1) LIMIT 1', [username]);
  return rows.length > 0;
}

/** The broadcaster by id, as `findOverlayBroadcaster` answers it. */
export async function findOverlayBroadcasterById(q: Queryable, id: number): Promise<OverlayBroadcaster | undefined> {
  const rows = await q.query<OverlayBroadcaster>(
    `SELECT u.id, u.username, p.browsersource_key, p.base_canvas_resolution
     FROM users u JOIN profiles p ON p.user_id = u.id
     WHERE u.id = $1 AND u.user_type = 3 AND u.is_active`,
    [id],
  );
  return rows[0];
}

/** Several broadcasters by id (the fan-out's batch). */
export async function findOverlayBroadcastersByIds(q: Queryable, ids: readonly number[]): Promise<OverlayBroadcaster[]> {
  if (ids.length === 0) return [];
  return q.query<OverlayBroadcaster>(
    `SELECT u.id, u.username, p.browsersource_key, p.base_canvas_resolution
     FROM users u JOIN profiles p ON p.user_id = u.id
     WHERE u.id = ANY($1::int[]) AND u.user_type = 3 AND u.is_active`,
    [[...ids]],
  );
}

/** What the overlay needs of a live graphic's component and campaign beyond `eligibleLiveGraphics`. */
export interface OverlayComponentFacts {
  component_id: number;
  component_capped: boolean;
  component_end_time: Date | null;
  campaign_id: number;
  campaign_capped: boolean;
  campaign_end_date: Date | null;
  pause_after_live_graphics: number;
  set_live_graphic_times: boolean;
}

export async function overlayComponentFacts(q: Queryable, componentIds: readonly number[]): Promise<OverlayComponentFacts[]> {
  if (componentIds.length === 0) return [];
  return q.query<OverlayComponentFacts>(
    `SELECT co.id AS component_id, co.daily_cap_reached AS component_capped, co.end_time AS component_end_time,
            ca.id AS campaign_id, ca.daily_cap_reached AS campaign_capped, ca.end_date AS campaign_end_date,
            ca.pause_after_live_graphics, ca.set_live_graphic_times
     FROM components co JOIN campaigns ca ON ca.id = co.campaign_id
     WHERE co.id = ANY($1::int[])`,
    [[...componentIds]],
  );
}

export interface ActivePeriodRow {
  broadcaster_id: number;
  campaign_id: number;
  start_time: Date;
  end_time: Date;
}

/** The active periods of the broadcasters' Active campaigns (spec 01 §3 Campaign active_periods). */
export async function activePeriodsOf(q: Queryable, broadcasterIds: readonly number[]): Promise<ActivePeriodRow[]> {
  if (broadcasterIds.length === 0) return [];
  return q.query<ActivePeriodRow>(
    `SELECT cs.broadcaster_id, ap.campaign_id, ap.start_time, ap.end_time
     FROM campaign_active_periods ap
     JOIN campaign_statuses cs ON cs.campaign_id = ap.campaign_id AND cs.broadcaster_id = ANY($1::int[]) AND cs.status = 'Active'
     ORDER BY cs.broadcaster_id, ap.campaign_id, ap.start_time`,
    [[...broadcasterIds]],
  );
}

/**
 * Per broadcaster, the next moment after `now` at which a live graphic may start by time alone: a
 * component's start_time or a campaign's start_date on a campaign where they are Active.
 */
export async function nextLiveGraphicStarts(q: Queryable, broadcasterIds: readonly number[], now: Date): Promise<Map<number, Date>> {
  if (broadcasterIds.length === 0) return new Map();
  const rows = await q.query<{ broadcaster_id: number; at: Date }>(
    `SELECT cs.broadcaster_id, min(least(CASE WHEN ca.start_date > $2::timestamptz THEN ca.start_date END, co.start_time)) AS at
     FROM campaign_statuses cs
     JOIN campaigns ca ON ca.id = cs.campaign_id
     LEFT JOIN components co ON co.campaign_id = ca.id AND co.type = 'live-graphics' AND NOT co.is_deleted AND co.start_time > $2::timestamptz
     WHERE cs.broadcaster_id = ANY($1::int[]) AND cs.status = 'Active'
       AND (ca.start_date > $2::timestamptz OR co.id IS NOT NULL)
     GROUP BY cs.broadcaster_id`,
    [[...broadcasterIds], now],
  );
  return new Map(rows.filter((r) => r.at !== null).map((r) => [r.broadcaster_id, r.at]));
}

/** The rotation rows (saved positions) of several broadcasters. */
export async function rotationRowsOf(
  q: Queryable,
  broadcasterIds: readonly number[],
): Promise<Array<{ broadcaster_id: number; campaign_id: number | null; x_pos: number; y_pos: number; scale: number }>> {
  if (broadcasterIds.length === 0) return [];
  return q.query(
    'SELECT broadcaster_id, campaign_id, x_pos, y_pos, scale FROM rotations WHERE broadcaster_id = ANY($1::int[]) ORDER BY id',
    [[...broadcasterIds]],
  );
}

/** Every broadcaster with a status on the campaign (any status: a change may have just removed them). */
export async function broadcasterIdsOnCampaign(q: Queryable, campaignId: number): Promise<number[]> {
  const rows = await q.query<{ broadcaster_id: number }>('SELECT broadcaster_id FROM campaign_statuses WHERE campaign_id = $1', [
    campaignId,
  ]);
  return rows.map((r) => r.broadcaster_id);
}

/** Replaces the broadcaster's overlay key (decision 502). */
export async function setBrowsersourceKey(q: Queryable, userId: number, key: string): Promise<void> {
  await q.query('UPDATE profiles SET browsersource_key = $2 WHERE user_id = $1', [userId, key]);
}

/** A queued fullscreen video as the overlay plays it (SSE `video`, decision 505). */
export interface OverlayVideo {
  trigger_id: number;
  broadcaster_id: number;
  component_id: number;
  campaign_id: number;
  video_file: string | null;
  youtube_url: string | null;
  played_at: Date | null;
}

export async function findOverlayVideo(q: Queryable, triggerId: number): Promise<OverlayVideo | undefined> {
  const rows = await q.query<OverlayVideo>(
    `SELECT vt.id::int AS trigger_id, vt.broadcaster_id, vt.component_id, co.campaign_id, co.video_file, co.youtube_url, vt.played_at
     FROM video_triggers vt JOIN components co ON co.id = vt.component_id
     WHERE vt.id = $1`,
    [triggerId],
  );
  return rows[0];
}

/** A requested test pattern (SSE `test-pattern`, decision 505). */
export interface OverlayTestPattern {
  pattern_id: number;
  broadcaster_id: number;
  size: string;
  shown_at: Date | null;
}

export async function findOverlayTestPattern(q: Queryable, patternId: number): Promise<OverlayTestPattern | undefined> {
  const rows = await q.query<OverlayTestPattern>(
    'SELECT id::int AS pattern_id, broadcaster_id, size, shown_at FROM browsersource_test_patterns WHERE id = $1',
    [patternId],
  );
  return rows[0];
}
