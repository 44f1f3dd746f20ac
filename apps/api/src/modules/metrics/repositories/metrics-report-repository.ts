import type { Queryable } from '../../../db/db.ts';
import {
  WITH_SCOPE,
  byBroadcaster,
  clickColumn,
  dailyComponentRows,
  inDays,
  ofBroadcasters,
  scopeParams,
  viewershipRollupRows,
  type MetricsScope,
} from './metrics-scope-sql.ts';

/** Additive sums of one report row (broadcaster or period) before ratios are taken. */
export interface ReportSums {
  clicks: number;
  impressions: number;
  display_count: number;
  video_plays: number;
  video_impressions: number;
  viewable_minutes: number;
  minutes_broadcast: number;
  samples: number;
  viewer_sum: number;
  peak_viewers: number;
  broadcasts: number;
}

export type ReportGrain = 'day' | 'week' | 'month';

const n = (v: unknown) => Number(v ?? 0);
const COMPONENT_SUMS = (s: MetricsScope) => `sum(r.${clickColumn(s)})::float8 AS clicks, sum(r.impressions)::float8 AS impressions,
  sum(r.display_count)::float8 AS display_count, sum(r.video_plays)::float8 AS video_plays, sum(r.video_impressions)::float8 AS video_impressions`;
const VIEWERSHIP_SUMS = `sum(r.viewable_minutes)::float8 AS viewable_minutes, sum(r.minutes_broadcast)::float8 AS minutes_broadcast,
  sum(r.samples)::float8 AS samples, sum(r.viewer_sum)::float8 AS viewer_sum, max(r.peak_viewers) AS peak_viewers, sum(r.broadcasts)::float8 AS broadcasts`;

function merge(
  keys: Iterable<string>,
  a: Map<string, Record<string, unknown>>,
  b: Map<string, Record<string, unknown>>,
): Map<string, ReportSums> {
  const out = new Map<string, ReportSums>();
  for (const key of keys) {
    const c = a.get(key) ?? {};
    const v = b.get(key) ?? {};
    out.set(key, {
      clicks: n(c.clicks),
      impressions: n(c.impressions),
      display_count: n(c.display_count),
      video_plays: n(c.video_plays),
      video_impressions: n(c.video_impressions),
      viewable_minutes: n(v.viewable_minutes),
      minutes_broadcast: n(v.minutes_broadcast),
      samples: n(v.samples),
      viewer_sum: n(v.viewer_sum),
      peak_viewers: n(v.peak_viewers),
      broadcasts: n(v.broadcasts),
    });
  }
  return out;
}

/**
 * Sums per broadcaster of the scope (per-broadcaster daily rollups), for the campaign's broadcasters
 * (every status but Invited and Declined) or the chosen ones, plus any other with figures in range;
 * ordered by username.
 */
export async function reportSumsPerBroadcaster(
  q: Queryable,
  s: MetricsScope,
): Promise<Array<{ broadcaster_id: number; username: string; sums: ReportSums }>> {
  const scoped = { ...s, broadcasterIds: s.broadcasterIds ?? [] };
  const who = byBroadcaster(s) ? `AND ${ofBroadcasters('r.broadcaster_id')}` : '';
  const components = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT r.broadcaster_id, ${COMPONENT_SUMS(s)}
     FROM rollup_daily_components r WHERE r.campaign_id = $1 ${who} AND ${inDays('r.day')} AND ($5::text[] IS NULL OR r.component_type = ANY($5::text[]))
     GROUP BY r.broadcaster_id`,
    scopeParams(scoped),
  );
  const viewership = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT r.broadcaster_id, ${VIEWERSHIP_SUMS}
     FROM rollup_daily_campaign_viewership r WHERE r.campaign_id = $1 ${who} AND ${inDays('r.day')} GROUP BY r.broadcaster_id`,
    scopeParams(scoped),
  );
  const ids = new Set<number>([...components, ...viewership].map((r) => Number(r.broadcaster_id)));
  const members = await q.query<{ id: number }>(
    `${WITH_SCOPE} SELECT cs.broadcaster_id AS id FROM campaign_statuses cs
     WHERE cs.campaign_id = $1 AND cs.status <> ALL(ARRAY['Invited', 'Declined']) ${byBroadcaster(s) ? `AND ${ofBroadcasters('cs.broadcaster_id')}` : ''}`,
    scopeParams(scoped),
  );
  for (const m of members) ids.add(Number(m.id));
  if (ids.size === 0) return [];
  const names = await q.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE id = ANY($1::int[]) ORDER BY lower(username), id`,
    [[...ids]],
  );
  const key = (r: Record<string, unknown>) => String(r.broadcaster_id);
  const sums = merge(
    names.map((u) => String(u.id)),
    new Map(components.map((r) => [key(r), r])),
    new Map(viewership.map((r) => [key(r), r])),
  );
  return names.map((u) => ({ broadcaster_id: Number(u.id), username: u.username, sums: sums.get(String(u.id)) as ReportSums }));
}

/** Sums per period ('YYYY-MM-DD' first day; weeks start Monday) of the scope, periods without figures left out. */
export async function reportSumsPerPeriod(q: Queryable, s: MetricsScope, grain: ReportGrain): Promise<Map<string, ReportSums>> {
  const period = `to_char(date_trunc('${grain}', r.day::timestamp), 'YYYY-MM-DD')`;
  const components = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT ${period} AS period, ${COMPONENT_SUMS(s)} FROM ${dailyComponentRows(s)} GROUP BY 1`,
    scopeParams(s),
  );
  const viewership = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT ${period} AS period, ${VIEWERSHIP_SUMS} FROM ${viewershipRollupRows(s)} GROUP BY 1`,
    scopeParams(s),
  );
  const key = (r: Record<string, unknown>) => String(r.period);
  const keys = new Set([...components, ...viewership].map(key));
  return merge(keys, new Map(components.map((r) => [key(r), r])), new Map(viewership.map((r) => [key(r), r])));
}
