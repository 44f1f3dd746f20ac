import type { Queryable } from '../../db/db.ts';
import { payableClicks } from '../traffic-quality/index.ts';
import { paymentTotals } from './repositories/payments-repository.ts';

/**
 * The fee schedule the profile page shows (spec 00 §1, 02 §1: broadcasters are paid per the fee
 * schedule on their profile page). The spec names the schedule but not its figures; these are the
 * product's, kept in this one place (decision 355). Amounts in US dollars.
 */
export const FEE_SCHEDULE = {
  currency: 'USD',
  /** Paid per 1,000 viewable minutes streamed while on a campaign. */
  per_thousand_viewable_minutes: 0.5,
  /** Paid per human click on the broadcaster's tracked links. */
  per_click: 0.1,
} as const;

export interface MonthlyPayment {
  year: number;
  month: number;
  viewable_minutes: number;
  /** Payable clicks: counted clicks less those held in an open traffic flag (decision 813). */
  clicks: number;
  /** Counted clicks of the month held for review in an open traffic flag, not paid unless the flag is dismissed. */
  held_clicks: number;
  fee_schedule: typeof FEE_SCHEDULE;
  /** The schedule applied to the month's figures, rounded to cents; an estimate, not a statement. */
  estimated_amount: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** GET metrics/payments/{year}/{month}: the broadcaster's own figures for that calendar month (UTC days). */
export async function monthlyPayment(db: Queryable, broadcasterId: number, year: number, month: number): Promise<MonthlyPayment> {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [from, to] = [`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(lastDay)}`];
  const [totals, clicks] = await Promise.all([paymentTotals(db, broadcasterId, from, to), payableClicks(db, broadcasterId, from, to)]);
  const viewableMinutes = Math.round(totals.viewable_minutes);
  const amount = (viewableMinutes / 1000) * FEE_SCHEDULE.per_thousand_viewable_minutes + clicks.payable * FEE_SCHEDULE.per_click;
  return {
    year,
    month,
    viewable_minutes: viewableMinutes,
    clicks: clicks.payable,
    held_clicks: clicks.held,
    fee_schedule: FEE_SCHEDULE,
    estimated_amount: Math.round(amount * 100) / 100,
  };
}
