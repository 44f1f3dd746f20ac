import type { Queryable } from '../../db/db.ts';
import { earningsCents, estimatedTotalCents, FEE_SCHEDULE_CENTS, feeScheduleDollars } from '../payouts/index.ts';
import { payableClicks } from '../traffic-quality/index.ts';
import { paymentTotals } from './repositories/payments-repository.ts';

/**
 * The fee schedule the profile page shows (spec 00 §1, 02 §1: broadcasters are paid per the fee
 * schedule on their profile page), in US dollars as GET metrics/payments/ has always answered it:
 * derived from the schedule in cents (decision 830), the one the statements apply.
 */
export const FEE_SCHEDULE = feeScheduleDollars(FEE_SCHEDULE_CENTS);

export interface MonthlyPayment {
  year: number;
  month: number;
  viewable_minutes: number;
  /** Payable clicks: counted clicks less those held in an open traffic flag (decision 813). */
  clicks: number;
  /** Counted clicks of the month held for review in an open traffic flag, not paid unless the flag is dismissed. */
  held_clicks: number;
  fee_schedule: typeof FEE_SCHEDULE;
  /** The month's statement total in dollars (closed, or open and computed live; decision 830). */
  estimated_amount: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * GET metrics/payments/{year}/{month}: the broadcaster's own figures for that calendar month (UTC
 * days) and its statement's total (a month neither closed nor open: what its figures earn).
 */
export async function monthlyPayment(
  db: Queryable,
  broadcasterId: number,
  year: number,
  month: number,
  now: Date,
): Promise<MonthlyPayment> {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [from, to] = [`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(lastDay)}`];
  const totals = await paymentTotals(db, broadcasterId, from, to);
  const clicks = await payableClicks(db, broadcasterId, from, to);
  const viewableMinutes = Math.round(totals.viewable_minutes);
  const statement = await estimatedTotalCents(db, broadcasterId, { year, month }, now);
  const cents =
    statement ??
    earningsCents({ viewable_minutes: viewableMinutes, payable_clicks: clicks.payable, verified_conversions: 0 }, FEE_SCHEDULE_CENTS);
  return {
    year,
    month,
    viewable_minutes: viewableMinutes,
    clicks: clicks.payable,
    held_clicks: clicks.held,
    fee_schedule: FEE_SCHEDULE,
    estimated_amount: cents / 100,
  };
}
