/** How recent a poll (or, without polls, a viewership sample) must be for the channel to count as live (decision 310). */
export const LIVE_WINDOW_MINUTES = 10;

/*
 * The live rule (decision 541), written once here in its parts and put together below in the three
 * shapes the queries need (is one broadcaster live; which broadcasters are live; their live streams).
 * The viewership poll's live state decides: live while its last poll, within the window, saw the
 * stream; a broadcaster/platform the poll never covered is live while it has a viewership sample
 * within the window (demo data, imports).
 */

/** The poll's row `ls` says live within the window starting at `since` (SQL expressions). */
const pollSaysLive = (since: string) => `ls.live AND ls.checked_at > ${since}`;
/** The sample `vs` falls in the window (`since`, `now`]. */
const sampleInWindow = (now: string, since: string) => `vs.time > ${since} AND vs.time <= ${now}::timestamptz`;
/** The sample `vs` is of a broadcaster/platform the poll never covered: only then does a sample decide. */
const sampleDecides =
  'NOT EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = vs.broadcaster_id AND ls.platform = vs.platform)';

/**
 * SQL for "broadcaster `broadcaster` (an SQL expression, e.g. `u.id`) is live at `now` (an SQL
 * timestamptz expression, e.g. `$2`)", on `platform` ('twitch'/'youtube') or any.
 */
export function isLiveSql(broadcaster: string, now: string, platform?: 'twitch' | 'youtube'): string {
  const onPlatform = (alias: string) => (platform ? ` AND ${alias}.platform = '${platform}'` : '');
  const from = `${now}::timestamptz - interval '${LIVE_WINDOW_MINUTES} minutes'`;
  return `(EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = ${broadcaster}${onPlatform('ls')}
      AND ${pollSaysLive(from)})
    OR EXISTS (SELECT 1 FROM viewership_samples vs WHERE vs.broadcaster_id = ${broadcaster}${onPlatform('vs')}
      AND ${sampleInWindow(now, from)}
      AND ${sampleDecides}))`;
}

/**
 * The start of the live window ending at `now`, for `liveBroadcastersSql`'s `since`: given as its own
 * parameter, the planner keeps only the viewership partition it falls in (an expression over `now`
 * is planned over every monthly partition; at a year of samples that planning alone took 13 ms).
 */
export const liveWindowStart = (now: Date): Date => new Date(now.getTime() - LIVE_WINDOW_MINUTES * 60_000);

/**
 * SQL for the set of broadcasters live at `now` (SQL timestamptz expressions `now` and `since`, the
 * window's start): the same rule as `isLiveSql` over every broadcaster at once, for lists that
 * show many (a subquery: `u.id IN (…)`). Reads the last minutes' samples through their time index
 * (migration 0026) instead of one index descent per listed broadcaster.
 */
export function liveBroadcastersSql(now: string, since: string): string {
  const from = `${since}::timestamptz`;
  return `(SELECT ls.broadcaster_id FROM broadcaster_live_state ls WHERE ${pollSaysLive(from)}
      UNION
      SELECT vs.broadcaster_id FROM viewership_samples vs WHERE ${sampleInWindow(now, from)}
        AND ${sampleDecides})`;
}

/**
 * SQL for the live streams of the broadcasters in `broadcasters` (an SQL int[] expression) at `now`,
 * by the same rule, one row per broadcaster and platform live (`broadcaster_id`, `platform`,
 * `viewers`, `game`, `started_at`): the poll's view of the stream, else the last sample's (no start
 * time). A subquery for the live panels (decision 792).
 */
export function liveStreamsSql(broadcasters: string, now: string, since: string): string {
  const from = `${since}::timestamptz`;
  return `(SELECT ls.broadcaster_id, ls.platform, ls.viewers, ls.game, ls.started_at FROM broadcaster_live_state ls
        WHERE ls.broadcaster_id = ANY(${broadcasters}) AND ${pollSaysLive(from)}
       UNION ALL
       (SELECT DISTINCT ON (vs.broadcaster_id, vs.platform) vs.broadcaster_id, vs.platform, vs.viewers, vs.game, NULL::timestamptz
        FROM viewership_samples vs
        WHERE vs.broadcaster_id = ANY(${broadcasters}) AND ${sampleInWindow(now, from)}
          AND ${sampleDecides}
        ORDER BY vs.broadcaster_id, vs.platform, vs.time DESC))`;
}
