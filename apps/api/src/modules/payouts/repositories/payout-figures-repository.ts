import type { Queryable } from '../../../db/db.ts';

/**
 * The raw figures of payouts for a span of UTC days, per broadcaster (all of them, or one):
 * viewable minutes (rollup_daily_viewership, rounded half up to whole minutes over the month) and
 * conversions verified or not. Clicks are traffic-quality's payable ones (decision 813).
 */
export interface MinutesAndConversions {
  viewable_minutes: number;
  verified_conversions: number;
  unverified_conversions: number;
}

export async function minutesAndConversions(
  q: Queryable,
  from: string,
  to: string,
  broadcasterId: number | null,
): Promise<Map<number, MinutesAndConversions>> {
  const rows = await q.query<{ broadcaster_id: number; minutes: string | number; verified: string | number; unverified: string | number }>(
    `WITH minutes AS (
       SELECT v.broadcaster_id, round(sum(v.viewable_minutes)::numeric)::bigint AS minutes FROM rollup_daily_viewership v
       WHERE v.day BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR v.broadcaster_id = $3)
       GROUP BY v.broadcaster_id),
     conversions AS (
       SELECT c.broadcaster_id, count(*) FILTER (WHERE c.verified) AS verified, count(*) FILTER (WHERE NOT c.verified) AS unverified
       FROM conversions c
       WHERE c.time >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND c.time < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
         AND ($3::int IS NULL OR c.broadcaster_id = $3)
       GROUP BY c.broadcaster_id)
     SELECT coalesce(minutes.broadcaster_id, conversions.broadcaster_id) AS broadcaster_id,
            coalesce(minutes.minutes, 0) AS minutes, coalesce(conversions.verified, 0) AS verified,
            coalesce(conversions.unverified, 0) AS unverified
     FROM minutes FULL JOIN conversions ON conversions.broadcaster_id = minutes.broadcaster_id`,
    [from, to, broadcasterId],
  );
  return new Map(
    rows.map((r) => [
      Number(r.broadcaster_id),
      { viewable_minutes: Number(r.minutes), verified_conversions: Number(r.verified), unverified_conversions: Number(r.unverified) },
    ]),
  );
}

/** The first UTC day with any viewership, counted click or conversion, if any: where the first closing starts. */
export async function firstDataDay(q: Queryable): Promise<string | undefined> {
  const [row] = await q.query<{ day: string | Date | null }>(
    `SELECT least((SELECT min(day) FROM rollup_daily_viewership WHERE viewable_minutes > 0),
                  (SELECT min(day) FROM rollup_daily_components WHERE clicks > 0),
                  (SELECT (min(time) AT TIME ZONE 'UTC')::date FROM conversions))::text AS day`,
  );
  return row?.day ? String(row.day).slice(0, 10) : undefined;
}

/** Usernames of broadcasters by id (the statements keep the name as it was at closing). */
export async function broadcasterNames(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

/** A broadcaster (user_type 3) by username. */
export async function findBroadcaster(q: Queryable, username: string): Promise<{ id: number; username: string } | undefined> {
  const [row] = await q.query<{ id: number; username: string }>(
    'SELECT id, username FROM users WHERE user_type = 3 AND lower(username) = lower($1)',
    [username],
  );
  return row ? { id: Number(row.id), username: row.username } : undefined;
}
