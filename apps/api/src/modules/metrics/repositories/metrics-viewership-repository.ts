import type { Queryable } from '../../../db/db.ts';
import {
  WITH_SCOPE,
  byBroadcaster,
  inDays,
  ofBroadcasters,
  scopeParams,
  viewershipRollupRows,
  type MetricsScope,
} from './metrics-scope-sql.ts';

export interface ViewershipDayPlatform {
  day: string;
  platform: 'twitch' | 'youtube';
  viewable_minutes: number;
  minutes_broadcast: number;
  samples: number;
  viewer_sum: number;
  peak_viewers: number;
  broadcasts: number;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * Viewership per UTC day and platform of the scope: the campaign totals rollup without a
 * broadcaster filter, the group's rollup for one group, else the per-broadcaster campaign rollup
 * of the chosen broadcasters.
 */
export async function viewershipPerDayPlatform(q: Queryable, s: MetricsScope): Promise<ViewershipDayPlatform[]> {
  const from = viewershipRollupRows(s);
  const rows = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.platform, sum(r.viewable_minutes)::float8 AS vm, sum(r.minutes_broadcast)::float8 AS mb,
       sum(r.samples)::float8 AS samples, sum(r.viewer_sum)::float8 AS vs, max(r.peak_viewers) AS peak, sum(r.broadcasts)::float8 AS broadcasts
     FROM ${from} GROUP BY r.day, r.platform ORDER BY r.day, r.platform`,
    scopeParams(s),
  );
  return rows.map((r) => ({
    day: String(r.day),
    platform: r.platform as 'twitch' | 'youtube',
    viewable_minutes: n(r.vm),
    minutes_broadcast: n(r.mb),
    samples: n(r.samples),
    viewer_sum: n(r.vs),
    peak_viewers: n(r.peak),
    broadcasts: n(r.broadcasts),
  }));
}

/** Hours, viewable minutes and viewer samples per game of the scope (rollup_daily_campaign_games), most hours first. */
export async function viewershipPerGame(
  q: Queryable,
  s: MetricsScope,
): Promise<Array<{ game: string; minutes: number; viewable_minutes: number; samples: number; viewer_sum: number }>> {
  const who = byBroadcaster(s) ? `AND ${ofBroadcasters('r.broadcaster_id')}` : '';
  const rows = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT r.game, sum(r.minutes_streamed)::float8 AS minutes, sum(r.viewable_minutes)::float8 AS vm,
       sum(r.samples)::float8 AS samples, sum(r.viewer_sum)::float8 AS vs
     FROM rollup_daily_campaign_games r WHERE r.campaign_id = $1 ${who} AND ${inDays('r.day')}
     GROUP BY r.game ORDER BY 2 DESC, 1`,
    scopeParams(s),
  );
  return rows.map((r) => ({
    game: String(r.game),
    minutes: n(r.minutes),
    viewable_minutes: n(r.vm),
    samples: n(r.samples),
    viewer_sum: n(r.vs),
  }));
}
