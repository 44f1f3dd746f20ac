import type { Queryable } from '../../../db/db.ts';
import {
  WITH_SCOPE,
  dailyComponentRows,
  inTimes,
  ofBroadcasters,
  byBroadcaster,
  ofTypes,
  scopeParams,
  type MetricsScope,
} from './metrics-scope-sql.ts';

const n = (v: unknown) => Number(v ?? 0);

export interface DisplayTotals {
  impressions: number;
  display_count: number;
  video_plays: number;
  video_impressions: number;
  todays_impressions: number;
}

/** Every additive figure of the scope's daily component rows, summed in one scan. */
export interface ScopeTotals {
  clicks: number;
  unique_clicks: number;
  conversions: number;
  impressions: number;
  display_count: number;
  video_plays: number;
  video_impressions: number;
}

const TOTALS = ['clicks', 'unique_clicks', 'conversions', 'impressions', 'display_count', 'video_plays', 'video_impressions'] as const;

/**
 * The scope's clicks (counted and unique, whatever s.unique says), conversions, impressions, display
 * counts and video plays in one read of its daily rows (the Campaign tab's cards read them together).
 */
export async function scopeTotals(q: Queryable, s: MetricsScope): Promise<ScopeTotals> {
  const sums = TOTALS.map((m) => `coalesce(sum(r.${m}), 0)::float8 AS ${m}`).join(', ');
  const [row] = await q.query<Record<string, unknown>>(`${WITH_SCOPE} SELECT ${sums} FROM ${dailyComponentRows(s)}`, scopeParams(s));
  return Object.fromEntries(TOTALS.map((m) => [m, n(row?.[m])])) as unknown as ScopeTotals;
}

/** Live-graphic impressions and display counts, fullscreen plays and their impressions of the scope, and the impressions of `today` (daily rollups). */
export async function displayTotals(q: Queryable, s: MetricsScope, today: string): Promise<DisplayTotals> {
  const todayScope = { ...s, since: today, until: today };
  const sums = `coalesce(sum(r.impressions), 0)::float8 AS impressions, coalesce(sum(r.display_count), 0)::float8 AS display_count,
    coalesce(sum(r.video_plays), 0)::float8 AS video_plays, coalesce(sum(r.video_impressions), 0)::float8 AS video_impressions`;
  const [range] = await q.query<Record<string, unknown>>(`${WITH_SCOPE} SELECT ${sums} FROM ${dailyComponentRows(s)}`, scopeParams(s));
  const [day] = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT ${sums} FROM ${dailyComponentRows(todayScope)}`,
    scopeParams(todayScope),
  );
  return {
    impressions: n(range?.impressions),
    display_count: n(range?.display_count),
    video_plays: n(range?.video_plays),
    video_impressions: n(range?.video_impressions),
    todays_impressions: n(day?.impressions),
  };
}

export interface VideoPlayRow {
  id: number;
  time: Date;
  broadcaster: string;
  component_id: number | null;
  component_name: string | null;
  viewers: number;
  impressions: number;
}

/** The latest `limit` fullscreen video plays of the scope, newest first (video_plays_campaign_time). */
export async function latestVideoPlays(q: Queryable, s: MetricsScope, limit: number): Promise<VideoPlayRow[]> {
  const who = byBroadcaster(s) ? `AND ${ofBroadcasters('p.broadcaster_id')}` : '';
  const rows = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT p.id, p.time, u.username AS broadcaster, p.component_id, co.name AS component_name, p.viewers, p.impressions
     FROM video_plays p JOIN users u ON u.id = p.broadcaster_id LEFT JOIN components co ON co.id = p.component_id
     WHERE p.campaign_id = $1 ${who} AND ${inTimes('p.time')} AND ($5::text[] IS NULL OR ${ofTypes('co.type')})
     ORDER BY p.time DESC, p.id DESC LIMIT ${Math.max(0, Math.floor(limit))}`,
    scopeParams(s),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    time: new Date(r.time as string),
    broadcaster: String(r.broadcaster),
    component_id: r.component_id === null ? null : Number(r.component_id),
    component_name: (r.component_name as string | null) ?? null,
    viewers: n(r.viewers),
    impressions: n(r.impressions),
  }));
}
