import type { Queryable } from '../../../db/db.ts';

/** A broadcaster's viewable minutes over a span of UTC days (the payment basis, spec 02 §3 Payment metrics); clicks are traffic-quality's payableClicks. */
export interface PaymentTotals {
  viewable_minutes: number;
}

/** Viewable minutes streamed (rollup_daily_viewership, every platform) of the broadcaster for UTC days `from` to `to` inclusive. */
export async function paymentTotals(db: Queryable, broadcasterId: number, from: string, to: string): Promise<PaymentTotals> {
  const [row] = await db.query<{ viewable_minutes: number | string }>(
    `SELECT coalesce((SELECT sum(v.viewable_minutes) FROM rollup_daily_viewership v
                      WHERE v.broadcaster_id = $1 AND v.day BETWEEN $2::date AND $3::date), 0) AS viewable_minutes`,
    [broadcasterId, from, to],
  );
  return { viewable_minutes: Number(row.viewable_minutes) };
}
