import type { Queryable } from '../../../db/db.ts';

/** A broadcaster's measured results over a span of UTC days (the payment basis, spec 02 §3 Payment metrics). */
export interface PaymentTotals {
  viewable_minutes: number;
  clicks: number;
}

/**
 * Viewable minutes streamed (rollup_daily_viewership, every platform) and human clicks on their
 * tracking links (rollup_daily_components) of the broadcaster for UTC days `from` to `to` inclusive.
 */
export async function paymentTotals(db: Queryable, broadcasterId: number, from: string, to: string): Promise<PaymentTotals> {
  const [row] = await db.query<{ viewable_minutes: number | string; clicks: number | string }>(
    `SELECT
       coalesce((SELECT sum(v.viewable_minutes) FROM rollup_daily_viewership v
                 WHERE v.broadcaster_id = $1 AND v.day BETWEEN $2::date AND $3::date), 0) AS viewable_minutes,
       coalesce((SELECT sum(r.clicks) FROM rollup_daily_components r
                 WHERE r.broadcaster_id = $1 AND r.day BETWEEN $2::date AND $3::date), 0) AS clicks`,
    [broadcasterId, from, to],
  );
  return { viewable_minutes: Number(row.viewable_minutes), clicks: Number(row.clicks) };
}
