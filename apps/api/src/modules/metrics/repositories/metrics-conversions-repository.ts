import type { Queryable } from '../../../db/db.ts';
import {
  WITH_SCOPE,
  byBroadcaster,
  dailyComponentRows,
  hourlyCubeRows,
  inTimes,
  ofBroadcasters,
  ofTypes,
  readsCube,
  scopeParams,
  type MetricsScope,
} from './metrics-scope-sql.ts';

const n = (v: unknown) => Number(v ?? 0);

/** Conversions per UTC day of the scope (daily rollups), days without any left out. */
export async function conversionsPerDay(q: Queryable, s: MetricsScope): Promise<Array<{ day: string; conversions: number }>> {
  const rows = await q.query<{ day: string; conversions: number }>(
    `${WITH_SCOPE} SELECT to_char(r.day, 'YYYY-MM-DD') AS day, sum(r.conversions)::float8 AS conversions
     FROM ${dailyComponentRows(s)} GROUP BY r.day HAVING sum(r.conversions) > 0 ORDER BY r.day`,
    scopeParams(s),
  );
  return rows.map((r) => ({ day: r.day, conversions: n(r.conversions) }));
}

/**
 * Conversions per UTC hour of the day (0–23), hours without any left out: the campaign's or the group's hourly cube, or the
 * chosen broadcasters' raw conversions (decisions 585, 627).
 */
export async function conversionsPerHourOfDay(q: Queryable, s: MetricsScope): Promise<Array<{ hour: number; conversions: number }>> {
  const from = readsCube(s)
    ? `(SELECT r.hour AS t, r.conversions FROM ${hourlyCubeRows(s)}) x`
    : `(SELECT c.time AS t, 1 AS conversions FROM conversions c
        WHERE c.campaign_id = $1 AND ${ofBroadcasters('c.broadcaster_id')} AND ${inTimes('c.time')} AND ${ofTypes('c.component_type')}) x`;
  const rows = await q.query<{ hour: number; conversions: number }>(
    `${WITH_SCOPE} SELECT extract(hour FROM x.t AT TIME ZONE 'UTC')::int AS hour, sum(x.conversions)::float8 AS conversions
     FROM ${from} GROUP BY 1 HAVING sum(x.conversions) > 0 ORDER BY 1`,
    scopeParams(s),
  );
  return rows.map((r) => ({ hour: Number(r.hour), conversions: n(r.conversions) }));
}

/** Whether the campaign has conversions (spec 01 §3 has_conversions). */
export async function campaignHasConversions(q: Queryable, campaignId: number): Promise<boolean> {
  const rows = await q.query<{ has: boolean }>(`SELECT has_conversions AS has FROM campaigns WHERE id = $1`, [campaignId]);
  return rows[0]?.has === true;
}

/**
 * The scope's verified conversions (decision 664): reported by a signed call or a shop's order
 * webhook. Read from the conversions themselves (by campaign and time), as the rollups count all.
 */
export async function verifiedConversions(q: Queryable, s: MetricsScope): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `${WITH_SCOPE} SELECT count(*)::float8 AS n FROM conversions c
     WHERE c.campaign_id = $1 AND c.verified AND c.component_id IS NOT NULL AND ${inTimes('c.time')} AND ${ofTypes('c.component_type')}
       ${byBroadcaster(s) ? `AND ${ofBroadcasters('c.broadcaster_id')}` : ''}`,
    scopeParams(s),
  );
  return n(row?.n);
}
