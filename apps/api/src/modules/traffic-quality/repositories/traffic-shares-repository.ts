import type { Queryable } from '../../../db/db.ts';
import { HELD_CLICK } from './held-clicks-sql.ts';

/** A channel's clicks by what became of them, and its conversions by trust (campaign to date). */
export interface TrafficShares {
  /** Every recorded click of a component: counted + bots + prefetches + repeats. */
  clicks: number;
  bots: number;
  prefetches: number;
  repeats: number;
  counted: number;
  /** Counted clicks held in an open flag (left out of payouts until dismissed). */
  flagged: number;
  conversions: number;
  verified_conversions: number;
  unverified_conversions: number;
}

export type ChannelShares = TrafficShares & { broadcaster_id: number; broadcaster: string };

/**
 * Per broadcaster of the campaign (those with clicks, conversions or flags): clicks from
 * rollup_daily_components (bot_clicks holds every left-out click; prefetches and repeats apart,
 * decision 810), held clicks as payableClicks counts them (HELD_CLICK, decision 840), conversions (of a component, as the rollups count)
 * from the conversions themselves, as verifiedConversionsByRange does.
 */
export async function channelShares(q: Queryable, campaignId: number): Promise<ChannelShares[]> {
  const rows = await q.query<Record<string, number | string>>(
    `WITH k AS (
       SELECT broadcaster_id, sum(clicks) AS counted, sum(bot_clicks) AS left_out, sum(prefetch_clicks) AS prefetches, sum(repeat_clicks) AS repeats
       FROM rollup_daily_components WHERE campaign_id = $1 GROUP BY 1
     ), v AS (
       SELECT broadcaster_id, count(*) AS conversions, count(*) FILTER (WHERE verified) AS verified
       FROM conversions WHERE campaign_id = $1 AND component_id IS NOT NULL GROUP BY 1
     ), h AS (
       SELECT x.broadcaster_id, count(DISTINCT x.click_id) AS flagged
       FROM traffic_flag_clicks x ${HELD_CLICK}
       WHERE x.campaign_id = $1 GROUP BY 1
     ), b AS (SELECT broadcaster_id FROM k UNION SELECT broadcaster_id FROM v UNION SELECT broadcaster_id FROM h)
     SELECT b.broadcaster_id, u.username AS broadcaster,
            coalesce(k.counted, 0)::float8 AS counted, coalesce(k.left_out, 0)::float8 AS left_out,
            coalesce(k.prefetches, 0)::float8 AS prefetches, coalesce(k.repeats, 0)::float8 AS repeats,
            coalesce(h.flagged, 0)::float8 AS flagged, coalesce(v.conversions, 0)::float8 AS conversions, coalesce(v.verified, 0)::float8 AS verified
     FROM b JOIN users u ON u.id = b.broadcaster_id
     LEFT JOIN k ON k.broadcaster_id = b.broadcaster_id LEFT JOIN v ON v.broadcaster_id = b.broadcaster_id
     LEFT JOIN h ON h.broadcaster_id = b.broadcaster_id
     ORDER BY lower(u.username)`,
    [campaignId],
  );
  return rows.map((r) => {
    const counted = Number(r.counted);
    const leftOut = Number(r.left_out);
    const prefetches = Number(r.prefetches);
    const repeats = Number(r.repeats);
    const conversions = Number(r.conversions);
    const verified = Number(r.verified);
    return {
      broadcaster_id: Number(r.broadcaster_id),
      broadcaster: String(r.broadcaster),
      clicks: counted + leftOut,
      bots: leftOut - prefetches - repeats,
      prefetches,
      repeats,
      counted,
      flagged: Number(r.flagged),
      conversions,
      verified_conversions: verified,
      unverified_conversions: conversions - verified,
    };
  });
}
