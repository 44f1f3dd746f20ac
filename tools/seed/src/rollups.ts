import type { SeedContext } from './context.ts';

const DAY = `(time AT TIME ZONE 'UTC')::date`;

/**
 * Fills the daily rollups (migration 0002) from the demo's raw events, added onto anything
 * already there, as the live counters would have done event by event.
 */
export async function fillRollups(ctx: SeedContext): Promise<void> {
  const campaigns = [...ctx.campaigns.values()].map((c) => c.id);
  const broadcasters = [...new Set([...ctx.users.entries()].filter(([name]) => !name.includes('@')).map(([, id]) => id))];

  await ctx.tx.query(
    `INSERT INTO rollup_daily_components AS r
       (day, campaign_id, broadcaster_id, component_id, component_type, clicks, bot_clicks, conversions, impressions, display_count, video_plays, video_impressions)
     SELECT e.day, e.campaign_id, e.broadcaster_id, e.component_id, co.type,
       sum(e.clicks), sum(e.bot_clicks), sum(e.conversions), sum(e.impressions), sum(e.display_count), sum(e.video_plays), sum(e.video_impressions)
     FROM (
       SELECT ${DAY} AS day, campaign_id, broadcaster_id, component_id,
         count(*) FILTER (WHERE NOT is_bot) AS clicks, count(*) FILTER (WHERE is_bot) AS bot_clicks,
         0::bigint AS conversions, 0::bigint AS impressions, 0::bigint AS display_count, 0::bigint AS video_plays, 0::bigint AS video_impressions
       FROM clicks WHERE campaign_id = ANY($1::int[]) AND component_id IS NOT NULL GROUP BY 1, 2, 3, 4
       UNION ALL
       SELECT ${DAY}, campaign_id, broadcaster_id, component_id, 0, 0, count(*), 0, 0, 0, 0
       FROM conversions WHERE campaign_id = ANY($1::int[]) AND component_id IS NOT NULL GROUP BY 1, 2, 3, 4
       UNION ALL
       SELECT ${DAY}, campaign_id, broadcaster_id, component_id, 0, 0, 0, sum(impressions)::bigint, count(*), 0, 0
       FROM live_graphic_displays WHERE campaign_id = ANY($1::int[]) AND component_id IS NOT NULL GROUP BY 1, 2, 3, 4
       UNION ALL
       SELECT ${DAY}, campaign_id, broadcaster_id, component_id, 0, 0, 0, 0, 0, count(*), sum(impressions)::bigint
       FROM video_plays WHERE campaign_id = ANY($1::int[]) AND component_id IS NOT NULL GROUP BY 1, 2, 3, 4
     ) e JOIN components co ON co.id = e.component_id
     GROUP BY e.day, e.campaign_id, e.broadcaster_id, e.component_id, co.type
     ON CONFLICT (day, campaign_id, broadcaster_id, component_id) DO UPDATE SET
       clicks = r.clicks + EXCLUDED.clicks, bot_clicks = r.bot_clicks + EXCLUDED.bot_clicks,
       conversions = r.conversions + EXCLUDED.conversions, impressions = r.impressions + EXCLUDED.impressions,
       display_count = r.display_count + EXCLUDED.display_count, video_plays = r.video_plays + EXCLUDED.video_plays,
       video_impressions = r.video_impressions + EXCLUDED.video_impressions`,
    [campaigns],
  );

  await ctx.tx.query(
    `INSERT INTO rollup_daily_countries AS r (day, campaign_id, broadcaster_id, country, clicks, conversions)
     SELECT day, campaign_id, broadcaster_id, country, sum(clicks), sum(conversions) FROM (
       SELECT ${DAY} AS day, campaign_id, broadcaster_id, coalesce(country, '') AS country, count(*) AS clicks, 0::bigint AS conversions
       FROM clicks WHERE campaign_id = ANY($1::int[]) AND NOT is_bot GROUP BY 1, 2, 3, 4
       UNION ALL
       SELECT ${DAY}, campaign_id, broadcaster_id, coalesce(country, ''), 0, count(*)
       FROM conversions WHERE campaign_id = ANY($1::int[]) GROUP BY 1, 2, 3, 4
     ) e GROUP BY 1, 2, 3, 4
     ON CONFLICT (day, campaign_id, broadcaster_id, country) DO UPDATE SET
       clicks = r.clicks + EXCLUDED.clicks, conversions = r.conversions + EXCLUDED.conversions`,
    [campaigns],
  );

  const measures = `sum(s.viewers::bigint * s.interval_seconds) / 60.0, sum(s.interval_seconds) / 60.0, count(*), sum(s.viewers), max(s.viewers), count(DISTINCT s.stream_id)`;
  const addUp = `viewable_minutes = r.viewable_minutes + EXCLUDED.viewable_minutes, minutes_broadcast = r.minutes_broadcast + EXCLUDED.minutes_broadcast,
       samples = r.samples + EXCLUDED.samples, viewer_sum = r.viewer_sum + EXCLUDED.viewer_sum,
       peak_viewers = greatest(r.peak_viewers, EXCLUDED.peak_viewers), broadcasts = r.broadcasts + EXCLUDED.broadcasts`;
  await ctx.tx.query(
    `INSERT INTO rollup_daily_viewership AS r (day, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
     SELECT (s.time AT TIME ZONE 'UTC')::date, s.broadcaster_id, s.platform, ${measures}
     FROM viewership_samples s WHERE s.broadcaster_id = ANY($1::int[]) GROUP BY 1, 2, 3
     ON CONFLICT (day, broadcaster_id, platform) DO UPDATE SET ${addUp}`,
    [broadcasters],
  );
  // Counted for a campaign while the broadcaster carried it: on it as Active (or until it ended), within its dates.
  await ctx.tx.query(
    `INSERT INTO rollup_daily_campaign_viewership AS r
       (day, campaign_id, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
     SELECT (s.time AT TIME ZONE 'UTC')::date, c.id, s.broadcaster_id, s.platform, ${measures}
     FROM viewership_samples s
     JOIN campaign_statuses cs ON cs.broadcaster_id = s.broadcaster_id AND cs.status IN ('Active', 'Campaign Ended')
     JOIN campaigns c ON c.id = cs.campaign_id AND s.time >= c.start_date AND (c.end_date IS NULL OR s.time < c.end_date)
     WHERE c.id = ANY($1::int[]) AND s.broadcaster_id = ANY($2::int[]) GROUP BY 1, 2, 3, 4
     ON CONFLICT (day, campaign_id, broadcaster_id, platform) DO UPDATE SET ${addUp}`,
    [campaigns, broadcasters],
  );
  await ctx.tx.query(
    `INSERT INTO rollup_daily_games AS r (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes)
     SELECT (s.time AT TIME ZONE 'UTC')::date, s.broadcaster_id, s.platform, coalesce(s.game, ''),
       sum(s.interval_seconds) / 60.0, sum(s.viewers::bigint * s.interval_seconds) / 60.0
     FROM viewership_samples s WHERE s.broadcaster_id = ANY($1::int[]) GROUP BY 1, 2, 3, 4
     ON CONFLICT (day, broadcaster_id, platform, game) DO UPDATE SET
       minutes_streamed = r.minutes_streamed + EXCLUDED.minutes_streamed, viewable_minutes = r.viewable_minutes + EXCLUDED.viewable_minutes`,
    [broadcasters],
  );
}
