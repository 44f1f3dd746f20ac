import type { Queryable } from '../../../db/db.ts';

/**
 * Which clicks a payout counts (decision 813), in one place for every figure that pays: a
 * broadcaster's counted clicks of a component (NOT is_bot: no bot, prefetch or repeat flag, as the rollups count) on the UTC
 * days `from` to `to`, less those held in an open traffic flag. A dismissed flag's clicks count
 * again; a click in several open flags is held once.
 *
 * Counted clicks come from rollup_daily_components (what the metrics count); held ones are the
 * flags' own clicks, checked against the click itself so a click whose component was deleted (and
 * left the rollup) is not taken away twice.
 */
export async function payableClicks(
  q: Queryable,
  broadcasterId: number,
  from: string,
  to: string,
): Promise<{ counted: number; held: number; payable: number }> {
  const [row] = await q.query<{ counted: number | string; held: number | string }>(
    `SELECT
       coalesce((SELECT sum(r.clicks) FROM rollup_daily_components r
                 WHERE r.broadcaster_id = $1 AND r.day BETWEEN $2::date AND $3::date), 0)::float8 AS counted,
       (SELECT count(DISTINCT x.click_id) FROM traffic_flag_clicks x
        JOIN traffic_flags f ON f.id = x.flag_id AND f.status = 'open'
        JOIN clicks c ON c.id = x.click_id AND c.time = x.click_time AND NOT c.is_bot AND c.component_id IS NOT NULL
        WHERE x.broadcaster_id = $1 AND x.click_time >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND x.click_time < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')::float8 AS held`,
    [broadcasterId, from, to],
  );
  const counted = Number(row.counted);
  const held = Math.min(counted, Number(row.held));
  return { counted, held, payable: counted - held };
}

/**
 * `payableClicks` for every broadcaster with counted or held clicks on the UTC days `from` to `to`
 * (or for one, `broadcasterId`), the same rule in one statement: payouts close a month for all.
 */
export async function payableClicksByBroadcaster(
  q: Queryable,
  from: string,
  to: string,
  broadcasterId: number | null,
): Promise<Map<number, { counted: number; held: number; payable: number }>> {
  const rows = await q.query<{ broadcaster_id: number; counted: number | string; held: number | string }>(
    `WITH counted AS (
       SELECT r.broadcaster_id, sum(r.clicks)::float8 AS counted FROM rollup_daily_components r
       WHERE r.day BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR r.broadcaster_id = $3)
       GROUP BY r.broadcaster_id),
     held AS (
       SELECT x.broadcaster_id, count(DISTINCT x.click_id)::float8 AS held FROM traffic_flag_clicks x
       JOIN traffic_flags f ON f.id = x.flag_id AND f.status = 'open'
       JOIN clicks c ON c.id = x.click_id AND c.time = x.click_time AND NOT c.is_bot AND c.component_id IS NOT NULL
       WHERE x.click_time >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND x.click_time < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
         AND ($3::int IS NULL OR x.broadcaster_id = $3)
       GROUP BY x.broadcaster_id)
     SELECT coalesce(counted.broadcaster_id, held.broadcaster_id) AS broadcaster_id,
            coalesce(counted.counted, 0) AS counted, coalesce(held.held, 0) AS held
     FROM counted FULL JOIN held ON held.broadcaster_id = counted.broadcaster_id`,
    [from, to, broadcasterId],
  );
  const out = new Map<number, { counted: number; held: number; payable: number }>();
  for (const row of rows) {
    const counted = Number(row.counted);
    const held = Math.min(counted, Number(row.held));
    out.set(Number(row.broadcaster_id), { counted, held, payable: counted - held });
  }
  return out;
}
