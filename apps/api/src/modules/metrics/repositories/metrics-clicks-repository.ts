import type { Queryable } from '../../../db/db.ts';
import {
  WITH_SCOPE,
  clickColumn,
  dailyComponentRows,
  hourlyCubeRows,
  rawClickRows,
  readsCube,
  scopeParams,
  type MetricsScope,
} from './metrics-scope-sql.ts';

/**
 * Click reads of the metrics page and reports (decision 585): the campaign's cubes without a
 * broadcaster filter, the group's with one group (decision 627); with chosen broadcasters, the
 * per-broadcaster daily rollups, and the raw clicks of the chosen broadcasters
 * (clicks_campaign_broadcaster_time, or click_uniques in unique mode) for hours, countries by type
 * and targets, which no per-broadcaster rollup holds.
 */

const n = (v: unknown) => Number(v ?? 0);

/** Counted clicks per UTC day of the scope, days without any left out. */
export async function clicksPerDay(q: Queryable, s: MetricsScope): Promise<Array<{ day: string; clicks: number }>> {
  const rows = await q.query<{ day: string; clicks: number }>(
    `${WITH_SCOPE} SELECT to_char(r.day, 'YYYY-MM-DD') AS day, sum(r.${clickColumn(s)})::float8 AS clicks
     FROM ${dailyComponentRows(s)} GROUP BY r.day ORDER BY r.day`,
    scopeParams(s),
  );
  return rows.map((r) => ({ day: r.day, clicks: n(r.clicks) }));
}

/** Counted clicks per component (with its name and type), most first; components without clicks left out. */
export async function clicksPerComponent(
  q: Queryable,
  s: MetricsScope,
): Promise<Array<{ id: number; name: string; type: string; clicks: number }>> {
  const rows = await q.query<{ id: number; name: string; type: string; clicks: number }>(
    `${WITH_SCOPE}, per AS (SELECT r.component_id, r.component_type, sum(r.${clickColumn(s)}) AS clicks FROM ${dailyComponentRows(s)} GROUP BY 1, 2)
     SELECT per.component_id AS id, co.name, per.component_type AS type, per.clicks::float8 AS clicks
     FROM per JOIN components co ON co.id = per.component_id WHERE per.clicks > 0 ORDER BY per.clicks DESC, co.name, per.component_id`,
    scopeParams(s),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type, clicks: n(r.clicks) }));
}

/** Counted clicks per country ('' unknown), most first. */
export async function clicksPerCountry(q: Queryable, s: MetricsScope): Promise<Array<{ country: string; clicks: number }>> {
  const col = clickColumn(s);
  let from: string;
  if (readsCube(s)) from = `(SELECT r.country, r.${col} AS clicks FROM ${dailyComponentRows(s)}) x`;
  else if (s.componentTypes === null) {
    from = `(SELECT r.country, r.${col} AS clicks FROM rollup_daily_countries r
             WHERE r.campaign_id = $1 AND r.broadcaster_id = ANY($4::int[]) AND r.day BETWEEN $2::date AND $3::date) x`;
  } else from = `(SELECT e.country, 1 AS clicks FROM ${rawClickRows(s)} e) x`;
  const rows = await q.query<{ country: string; clicks: number }>(
    `${WITH_SCOPE} SELECT x.country, sum(x.clicks)::float8 AS clicks FROM ${from} GROUP BY x.country HAVING sum(x.clicks) > 0 ORDER BY 2 DESC, 1`,
    scopeParams(s),
  );
  return rows.map((r) => ({ country: r.country, clicks: n(r.clicks) }));
}

/** Counted clicks per target link, most first. */
export async function clicksPerTarget(q: Queryable, s: MetricsScope): Promise<Array<{ target: string; clicks: number }>> {
  const from = readsCube(s)
    ? `(SELECT r.link, r.${clickColumn(s)} AS clicks FROM ${dailyComponentRows(s)} AND r.link <> '') x`
    : `(SELECT e.link, 1 AS clicks FROM ${rawClickRows(s)} e) x`;
  const rows = await q.query<{ target: string; clicks: number }>(
    `${WITH_SCOPE} SELECT x.link AS target, sum(x.clicks)::float8 AS clicks FROM ${from} GROUP BY x.link HAVING sum(x.clicks) > 0 ORDER BY 2 DESC, 1`,
    scopeParams(s),
  );
  return rows.map((r) => ({ target: r.target, clicks: n(r.clicks) }));
}

/** Counted clicks per UTC hour ('YYYY-MM-DDTHH:00:00.000Z'), in order, hours without any left out. */
export async function clicksPerHour(q: Queryable, s: MetricsScope): Promise<Array<{ hour: string; clicks: number }>> {
  const from = readsCube(s)
    ? `(SELECT r.hour AT TIME ZONE 'UTC' AS hour, r.${clickColumn(s)} AS clicks FROM ${hourlyCubeRows(s)}) x`
    : `(SELECT date_trunc('hour', e.time AT TIME ZONE 'UTC') AS hour, 1 AS clicks FROM ${rawClickRows(s)} e) x`;
  const rows = await q.query<{ hour: string; clicks: number }>(
    `${WITH_SCOPE} SELECT to_char(x.hour, 'YYYY-MM-DD"T"HH24:00:00.000"Z"') AS hour, sum(x.clicks)::float8 AS clicks
     FROM ${from} GROUP BY x.hour HAVING sum(x.clicks) > 0 ORDER BY x.hour`,
    scopeParams(s),
  );
  return rows.map((r) => ({ hour: r.hour, clicks: n(r.clicks) }));
}
