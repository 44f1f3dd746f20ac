/**
 * The results-bench's "straight from raw rows" figures (issue 9 "Scale"): each read of the results
 * pages computed again from the raw event tables alone, no rollup, for the same campaign and
 * filters. Bench-only SQL: the product never reads these tables for a page (ARCHITECTURE §5).
 * Parameters: $1 campaign id; then as each constant says.
 */

/** Viewership samples of `s` that count for campaign $1: the broadcaster carried it, within its dates. */
const CARRIED = `JOIN campaign_statuses cs ON cs.broadcaster_id = s.broadcaster_id AND cs.campaign_id = $1 AND cs.status IN ('Active', 'Campaign Ended')
  JOIN campaigns c ON c.id = $1 AND s.time >= c.start_date AND (c.end_date IS NULL OR s.time < c.end_date)`;
const VIEWABLE = 's.viewers::bigint * s.interval_seconds / 60.0';

/** The overview's figures over the whole campaign: clicks, conversions, impressions, viewable minutes. */
export const RAW_OVERVIEW = `SELECT
  (SELECT count(*) FROM clicks WHERE campaign_id = $1 AND NOT is_bot) AS clicks,
  (SELECT count(*) FROM conversions WHERE campaign_id = $1) AS conversions,
  (SELECT coalesce(sum(impressions), 0) FROM live_graphic_displays WHERE campaign_id = $1) AS impressions,
  (SELECT coalesce(sum(${VIEWABLE}), 0) FROM viewership_samples s ${CARRIED}) AS viewable_minutes`;

/** The channels read: per broadcaster, all time and the last 30 days ($2 = start of the range). */
export const RAW_CHANNELS = `WITH v AS (
    SELECT s.broadcaster_id, sum(${VIEWABLE}) AS vm, sum(${VIEWABLE}) FILTER (WHERE s.time >= $2) AS vm30, max(s.viewers) AS peak,
      max(s.viewers) FILTER (WHERE s.time >= $2) AS peak30, count(DISTINCT s.stream_id) AS broadcasts,
      count(DISTINCT s.stream_id) FILTER (WHERE s.time >= $2) AS broadcasts30, sum(s.interval_seconds) / 3600.0 AS hours
    FROM viewership_samples s ${CARRIED} GROUP BY 1),
  k AS (SELECT broadcaster_id, count(*) AS clicks, count(*) FILTER (WHERE time >= $2) AS clicks30 FROM clicks WHERE campaign_id = $1 AND NOT is_bot GROUP BY 1),
  d AS (SELECT broadcaster_id, sum(impressions) AS impressions, sum(impressions) FILTER (WHERE time >= $2) AS impressions30
    FROM live_graphic_displays WHERE campaign_id = $1 GROUP BY 1)
  SELECT cs.broadcaster_id, v.*, k.clicks, k.clicks30, d.impressions, d.impressions30
  FROM campaign_statuses cs LEFT JOIN v USING (broadcaster_id) LEFT JOIN k USING (broadcaster_id) LEFT JOIN d USING (broadcaster_id)
  WHERE cs.campaign_id = $1 AND cs.status NOT IN ('Invited', 'Declined')`;

/** The metrics Campaign tab's cards for the broadcasters $4 (int[]) from $2 to $3: clicks, unique clicks, conversions, viewership, impressions, plays. */
export const RAW_SUMMARY = `SELECT
  (SELECT count(*) FROM clicks WHERE campaign_id = $1 AND NOT is_bot AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[])) AS clicks,
  (SELECT count(*) FROM (SELECT DISTINCT broadcaster_id, component_id, ip_addr FROM clicks
     WHERE campaign_id = $1 AND NOT is_bot AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[])) u) AS unique_clicks,
  (SELECT count(*) FROM conversions WHERE campaign_id = $1 AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[])) AS conversions,
  (SELECT coalesce(sum(${VIEWABLE}), 0) FROM viewership_samples s ${CARRIED} WHERE s.time >= $2 AND s.time < $3 AND s.broadcaster_id = ANY($4::int[])) AS viewable_minutes,
  (SELECT count(DISTINCT s.stream_id) FROM viewership_samples s ${CARRIED} WHERE s.time >= $2 AND s.time < $3 AND s.broadcaster_id = ANY($4::int[])) AS broadcasts,
  (SELECT coalesce(sum(impressions), 0) FROM live_graphic_displays WHERE campaign_id = $1 AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[])) AS impressions,
  (SELECT count(*) FROM video_plays WHERE campaign_id = $1 AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[])) AS video_plays`;

/**
 * The Clicks tab's answer for the broadcasters $4 and component types $5 (text[]) from $2 to $3:
 * its click breakdowns, and the viewable minutes per day and platform its CVM By Day divides by.
 */
export const RAW_CLICKS = `WITH k AS (SELECT (time AT TIME ZONE 'UTC')::date AS day, country, link, component_id, extract(hour FROM time AT TIME ZONE 'UTC') AS hour,
      date_trunc('hour', time) AS over_time, count(*) AS clicks
    FROM clicks
    WHERE campaign_id = $1 AND NOT is_bot AND time >= $2 AND time < $3 AND broadcaster_id = ANY($4::int[]) AND component_type = ANY($5::text[])
    GROUP BY GROUPING SETS ((1), (2), (3), (4), (5), (6))),
  v AS (SELECT (s.time AT TIME ZONE 'UTC')::date AS day, s.platform, sum(${VIEWABLE}) AS vm
    FROM viewership_samples s ${CARRIED} WHERE s.time >= $2 AND s.time < $3 AND s.broadcaster_id = ANY($4::int[]) GROUP BY 1, 2)
  SELECT day, country, link, component_id, hour, over_time, clicks, NULL AS platform, NULL AS vm FROM k
  UNION ALL SELECT day, NULL, NULL, NULL, NULL, NULL, NULL, platform, vm FROM v`;

/** Unique clicks (the last click of each ip, component and broadcaster) per day and country, from $2 to $3. */
export const RAW_UNIQUE = `SELECT (time AT TIME ZONE 'UTC')::date AS day, country, count(*) AS clicks
  FROM (SELECT DISTINCT ON (broadcaster_id, component_id, ip_addr) time, country FROM clicks
    WHERE campaign_id = $1 AND NOT is_bot AND time >= $2 AND time < $3
    ORDER BY broadcaster_id, component_id, ip_addr, time DESC) last_clicks
  GROUP BY GROUPING SETS ((1), (2))`;

/** The report's default tables from $2 to $3: a row per broadcaster and a row per week. */
export const RAW_REPORT = `WITH v AS (
    SELECT s.broadcaster_id, date_trunc('week', s.time AT TIME ZONE 'UTC') AS week, sum(${VIEWABLE}) AS vm, sum(s.interval_seconds) / 3600.0 AS hours,
      count(*) AS samples, sum(s.viewers) AS viewer_sum, count(DISTINCT s.stream_id) AS broadcasts
    FROM viewership_samples s ${CARRIED} WHERE s.time >= $2 AND s.time < $3 GROUP BY GROUPING SETS ((1), (2))),
  k AS (SELECT broadcaster_id, date_trunc('week', time AT TIME ZONE 'UTC') AS week, count(*) AS clicks
    FROM clicks WHERE campaign_id = $1 AND NOT is_bot AND time >= $2 AND time < $3 GROUP BY GROUPING SETS ((1), (2)))
  SELECT broadcaster_id, week, vm, hours, samples, viewer_sum, broadcasts, NULL::bigint AS clicks FROM v
  UNION ALL SELECT broadcaster_id, week, NULL, NULL, NULL, NULL, NULL, clicks FROM k`;
