/** How recent a poll (or, without polls, a viewership sample) must be for the channel to count as live (decision 310). */
export const LIVE_WINDOW_MINUTES = 10;

/**
 * SQL for "broadcaster `broadcaster` (an SQL expression, e.g. `u.id`) is live at `now` (an SQL
 * timestamptz expression, e.g. `$2`)", on `platform` ('twitch'/'youtube') or any. The viewership
 * poll's live state decides (broadcaster_live_state, decision 541): live while its last poll, within
 * the window, saw the stream; a broadcaster/platform the poll never covered is live while it has a
 * viewership sample within the window (demo data, imports).
 */
export function isLiveSql(broadcaster: string, now: string, platform?: 'twitch' | 'youtube'): string {
  const onPlatform = (alias: string) => (platform ? ` AND ${alias}.platform = '${platform}'` : '');
  const from = `${now}::timestamptz - interval '${LIVE_WINDOW_MINUTES} minutes'`;
  return `(EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = ${broadcaster}${onPlatform('ls')}
      AND ls.live AND ls.checked_at > ${from})
    OR EXISTS (SELECT 1 FROM viewership_samples vs WHERE vs.broadcaster_id = ${broadcaster}${onPlatform('vs')}
      AND vs.time > ${from} AND vs.time <= ${now}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = vs.broadcaster_id AND ls.platform = vs.platform)))`;
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
  return `(SELECT ls.broadcaster_id FROM broadcaster_live_state ls WHERE ls.live AND ls.checked_at > ${since}::timestamptz
      UNION
      SELECT vs.broadcaster_id FROM viewership_samples vs WHERE vs.time > ${since}::timestamptz AND vs.time <= ${now}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = vs.broadcaster_id AND ls.platform = vs.platform))`;
}
