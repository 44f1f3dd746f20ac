import type { Queryable } from '../../../db/db.ts';

/** Range keys of the overview (spec 01 §3 overview_metrics_set, §9 ranges plus the 60-day base). */
export const OVERVIEW_RANGES = ['07', '30', '60', '90', 'all'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export interface OverviewFigures {
  clicks: number;
  conversions: number;
  impressions: number;
  viewable_minutes: number;
  minutes_broadcast: number;
  broadcasts: number;
}

/** `day >= first day` of a range ending today (N calendar days including today, decision 131); all time has no bound. */
const sinceSql = (range: OverviewRange) => (range === 'all' ? 'true' : `day >= $2::date - ${Number(range) - 1}`);

/**
 * The additive figures of every overview range, from the two daily rollups only (ARCHITECTURE §5):
 * each campaign slice summed per day first, then one FILTER per range over those days. `today` is the UTC day 'YYYY-MM-DD' the ranges end on;
 * only the days from `from` to `to` are read (the closed days or the last one, decision 621).
 */
export async function overviewFigures(
  db: Queryable,
  campaignId: number,
  today: string,
  window: { from: string; to: string },
): Promise<Record<OverviewRange, OverviewFigures>> {
  const components = OVERVIEW_RANGES.map(
    (r) => `coalesce(sum(clicks) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "clicks_${r}",
      coalesce(sum(conversions) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "conversions_${r}",
      coalesce(sum(impressions) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "impressions_${r}"`,
  ).join(',\n');
  const viewership = OVERVIEW_RANGES.map(
    (r) => `coalesce(sum(viewable_minutes) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "viewable_minutes_${r}",
      coalesce(sum(minutes_broadcast) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "minutes_broadcast_${r}",
      coalesce(sum(broadcasts) FILTER (WHERE ${sinceSql(r)}), 0)::float8 AS "broadcasts_${r}"`,
  ).join(',\n');
  const [row] = await db.query<Record<string, number>>(
    `SELECT * FROM
      (SELECT ${components} FROM (
         SELECT day, sum(clicks) AS clicks, sum(conversions) AS conversions, sum(impressions) AS impressions
         FROM rollup_daily_components WHERE campaign_id = $1 AND day >= $3::date AND day <= $4::date GROUP BY day) days) a,
      (SELECT ${viewership} FROM (
         SELECT day, sum(viewable_minutes) AS viewable_minutes, sum(minutes_broadcast) AS minutes_broadcast, sum(broadcasts) AS broadcasts
         FROM rollup_daily_campaign_viewership WHERE campaign_id = $1 AND day >= $3::date AND day <= $4::date GROUP BY day) days) v`,
    [campaignId, today, window.from, window.to],
  );
  const out = {} as Record<OverviewRange, OverviewFigures>;
  for (const r of OVERVIEW_RANGES) {
    out[r] = {
      clicks: Number(row[`clicks_${r}`]),
      conversions: Number(row[`conversions_${r}`]),
      impressions: Number(row[`impressions_${r}`]),
      viewable_minutes: Number(row[`viewable_minutes_${r}`]),
      minutes_broadcast: Number(row[`minutes_broadcast_${r}`]),
      broadcasts: Number(row[`broadcasts_${r}`]),
    };
  }
  return out;
}

/** All-time clicks and conversions of several campaigns (the list's include_metrics), from the rollup. */
export async function campaignTotals(
  db: Queryable,
  campaignIds: readonly number[],
): Promise<Map<number, { clicks: number; conversions: number }>> {
  const rows = await db.query<{ campaign_id: number; clicks: number; conversions: number }>(
    `SELECT campaign_id, coalesce(sum(clicks), 0)::float8 AS clicks, coalesce(sum(conversions), 0)::float8 AS conversions
     FROM rollup_daily_components WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`,
    [campaignIds],
  );
  return new Map(rows.map((r) => [r.campaign_id, { clicks: Number(r.clicks), conversions: Number(r.conversions) }]));
}

export interface ClicksDay {
  day: string;
  clicks: number;
  conversions: number;
}

/** Clicks and conversions per UTC day from `since` (inclusive, or all) to `until`, days without any left out. */
export async function clicksByDay(db: Queryable, campaignId: number, since: string | null, until: string): Promise<ClicksDay[]> {
  const rows = await db.query<{ day: string; clicks: number; conversions: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(clicks)::float8 AS clicks, sum(conversions)::float8 AS conversions
     FROM rollup_daily_components
     WHERE campaign_id = $1 AND ($2::date IS NULL OR day >= $2::date) AND day <= $3::date
     GROUP BY day ORDER BY day`,
    [campaignId, since, until],
  );
  return rows.map((r) => ({ day: r.day, clicks: Number(r.clicks), conversions: Number(r.conversions) }));
}

export interface ViewershipDay {
  day: string;
  viewable_minutes: number;
  minutes_broadcast: number;
  average_viewers: number;
  peak_viewers: number;
}

/** Viewership per UTC day (all platforms) from `since` (or all) to `until`, days without any left out. */
export async function viewershipByDay(db: Queryable, campaignId: number, since: string | null, until: string): Promise<ViewershipDay[]> {
  const rows = await db.query<{ day: string; vm: number; mb: number; samples: number; viewer_sum: number; peak: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(viewable_minutes)::float8 AS vm, sum(minutes_broadcast)::float8 AS mb,
       sum(samples)::float8 AS samples, sum(viewer_sum)::float8 AS viewer_sum, max(peak_viewers) AS peak
     FROM rollup_daily_campaign_viewership
     WHERE campaign_id = $1 AND ($2::date IS NULL OR day >= $2::date) AND day <= $3::date
     GROUP BY day ORDER BY day`,
    [campaignId, since, until],
  );
  return rows.map((r) => ({
    day: r.day,
    viewable_minutes: Number(r.vm),
    minutes_broadcast: Number(r.mb),
    average_viewers: Number(r.samples) > 0 ? Math.round(Number(r.viewer_sum) / Number(r.samples)) : 0,
    peak_viewers: Number(r.peak),
  }));
}
