import type { Queryable } from '../../../db/db.ts';
import { bumpClosedDaysOfSamplesCte } from '../../metrics/repositories/closed-day-snapshots-repository.ts';
import { INSERT_VIEWERSHIP_SAMPLES, viewershipRows } from './event-insert-sql.ts';
import { addGroupViewershipCte } from '../../metrics/repositories/group-viewership-sql.ts';

/**
 * A viewership poll of a live stream: `viewers` at `time`, standing for `intervalSeconds` of the
 * stream (the poll interval).
 */
export interface ViewershipSample {
  time: Date;
  broadcasterId: number;
  platform: 'twitch' | 'youtube';
  /** Twitch stream id or YouTube broadcast id; a new one starts a new broadcast. */
  streamId: string;
  viewers: number;
  /** Twitch game name; null when unknown (YouTube). */
  game: string | null;
  intervalSeconds: number;
}

const DAY = `(e.time AT TIME ZONE 'UTC')::date`;
/** An earlier stored sample `o` of the same stream on the same UTC day as `e` (before this statement: its own inserts are not visible). */
const SAME_STREAM_EARLIER_TODAY = `o.broadcaster_id = e.broadcaster_id AND o.platform = e.platform AND o.stream_id = e.stream_id
  AND o.time >= (${DAY})::timestamp AT TIME ZONE 'UTC' AND o.time < (${DAY} + 1)::timestamp AT TIME ZONE 'UTC'`;
/** Campaign `c` counts the viewership of the broadcaster of `s` at `s.time`: on it Active (or until it ended), within its dates. */
export const CARRIED = (
  s: string,
) => `JOIN campaign_statuses cs ON cs.broadcaster_id = ${s}.broadcaster_id AND cs.status IN ('Active', 'Campaign Ended')
  JOIN campaigns c ON c.id = cs.campaign_id AND ${s}.time >= c.start_date AND (c.end_date IS NULL OR ${s}.time < c.end_date)`;

const MEASURES = `sum(e.viewers::bigint * e.interval_seconds) / 60.0 AS vm, sum(e.interval_seconds) / 60.0 AS mb, count(*) AS n, sum(e.viewers) AS vs, max(e.viewers) AS peak`;
const ADD_UP = `viewable_minutes = r.viewable_minutes + EXCLUDED.viewable_minutes, minutes_broadcast = r.minutes_broadcast + EXCLUDED.minutes_broadcast,
  samples = r.samples + EXCLUDED.samples, viewer_sum = r.viewer_sum + EXCLUDED.viewer_sum,
  peak_viewers = greatest(r.peak_viewers, EXCLUDED.peak_viewers), broadcasts = r.broadcasts + EXCLUDED.broadcasts`;

/**
 * Stores viewership samples and adds them, in the same statement, to rollup_daily_viewership,
 * rollup_daily_campaign_viewership (each campaign the broadcaster carried at that time), its sum
 * over broadcasters rollup_daily_campaign_viewership_totals (peak: the highest single peak), its
 * sum over each group's members rollup_daily_group_viewership (decision 632),
 * rollup_daily_campaign_games (the same campaigns, by game) and rollup_daily_games. `broadcasts` goes up by one for a stream id not seen before that UTC day
 * (for that broadcaster and platform; for a campaign, not seen before within that campaign).
 * Viewable minutes = viewers × interval / 60; minutes broadcast = interval / 60. The viewership
 * poll and the demo seed both write through here. Answers the sample ids in order.
 */
export async function recordViewershipSamples(q: Queryable, samples: readonly ViewershipSample[]): Promise<number[]> {
  if (samples.length === 0) return [];
  const inserted = await q.query<{ id: number }>(
    `WITH e AS (
       ${INSERT_VIEWERSHIP_SAMPLES}
       RETURNING *
     ),
     new_streams AS (
       SELECT DISTINCT ${DAY} AS day, e.broadcaster_id, e.platform, e.stream_id FROM e
       WHERE NOT EXISTS (SELECT 1 FROM viewership_samples o WHERE ${SAME_STREAM_EARLIER_TODAY})
     ),
     new_campaign_streams AS (
       SELECT DISTINCT ${DAY} AS day, c.id AS campaign_id, e.broadcaster_id, e.platform, e.stream_id FROM e ${CARRIED('e')}
       WHERE NOT EXISTS (SELECT 1 FROM viewership_samples o WHERE ${SAME_STREAM_EARLIER_TODAY}
         AND o.time >= c.start_date AND (c.end_date IS NULL OR o.time < c.end_date))
     ),
     by_broadcaster AS (
       INSERT INTO rollup_daily_viewership AS r (day, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
       SELECT a.day, a.broadcaster_id, a.platform, a.vm, a.mb, a.n, a.vs, a.peak, coalesce(b.broadcasts, 0)
       FROM (SELECT ${DAY} AS day, e.broadcaster_id, e.platform, ${MEASURES} FROM e GROUP BY 1, 2, 3) a
       LEFT JOIN (SELECT day, broadcaster_id, platform, count(*) AS broadcasts FROM new_streams GROUP BY 1, 2, 3) b USING (day, broadcaster_id, platform)
       ON CONFLICT (day, broadcaster_id, platform) DO UPDATE SET ${ADD_UP}
       RETURNING 1
     ),
     campaign_rows AS (
       SELECT a.day, a.campaign_id, a.broadcaster_id, a.platform, a.vm, a.mb, a.n, a.vs, a.peak, coalesce(b.broadcasts, 0) AS broadcasts
       FROM (SELECT ${DAY} AS day, c.id AS campaign_id, e.broadcaster_id, e.platform, ${MEASURES} FROM e ${CARRIED('e')} GROUP BY 1, 2, 3, 4) a
       LEFT JOIN (SELECT day, campaign_id, broadcaster_id, platform, count(*) AS broadcasts FROM new_campaign_streams GROUP BY 1, 2, 3, 4) b
         USING (day, campaign_id, broadcaster_id, platform)
     ),
     by_campaign AS (
       INSERT INTO rollup_daily_campaign_viewership AS r
         (day, campaign_id, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
       SELECT day, campaign_id, broadcaster_id, platform, vm, mb, n, vs, peak, broadcasts FROM campaign_rows
       ON CONFLICT (day, campaign_id, broadcaster_id, platform) DO UPDATE SET ${ADD_UP}
       RETURNING 1
     ),
     ${addGroupViewershipCte('campaign_rows', ADD_UP)},
     by_campaign_total AS (
       INSERT INTO rollup_daily_campaign_viewership_totals AS r
         (campaign_id, day, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
       SELECT a.campaign_id, a.day, a.platform, a.vm, a.mb, a.n, a.vs, a.peak, coalesce(b.broadcasts, 0)
       FROM (SELECT ${DAY} AS day, c.id AS campaign_id, e.platform, ${MEASURES} FROM e ${CARRIED('e')} GROUP BY 1, 2, 3) a
       LEFT JOIN (SELECT day, campaign_id, platform, count(*) AS broadcasts FROM new_campaign_streams GROUP BY 1, 2, 3) b USING (day, campaign_id, platform)
       ON CONFLICT (campaign_id, day, platform) DO UPDATE SET ${ADD_UP}
       RETURNING 1
     ),
     by_campaign_game AS (
       INSERT INTO rollup_daily_campaign_games AS r
         (campaign_id, day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes, samples, viewer_sum)
       SELECT c.id, ${DAY}, e.broadcaster_id, e.platform, coalesce(e.game, ''), sum(e.interval_seconds) / 60.0,
         sum(e.viewers::bigint * e.interval_seconds) / 60.0, count(*), sum(e.viewers)
       FROM e ${CARRIED('e')} GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT (campaign_id, day, broadcaster_id, platform, game) DO UPDATE SET
         minutes_streamed = r.minutes_streamed + EXCLUDED.minutes_streamed, viewable_minutes = r.viewable_minutes + EXCLUDED.viewable_minutes,
         samples = r.samples + EXCLUDED.samples, viewer_sum = r.viewer_sum + EXCLUDED.viewer_sum
       RETURNING 1
     ),
     by_game AS (
       INSERT INTO rollup_daily_games AS r (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes)
       SELECT ${DAY}, e.broadcaster_id, e.platform, coalesce(e.game, ''), sum(e.interval_seconds) / 60.0, sum(e.viewers::bigint * e.interval_seconds) / 60.0
       FROM e GROUP BY 1, 2, 3, 4
       ON CONFLICT (day, broadcaster_id, platform, game) DO UPDATE SET
         minutes_streamed = r.minutes_streamed + EXCLUDED.minutes_streamed, viewable_minutes = r.viewable_minutes + EXCLUDED.viewable_minutes
       RETURNING 1
     ),
     ${bumpClosedDaysOfSamplesCte('e')}
     SELECT id FROM e ORDER BY id`,
    [JSON.stringify(viewershipRows(samples))],
  );
  return inserted.map((r) => Number(r.id));
}
