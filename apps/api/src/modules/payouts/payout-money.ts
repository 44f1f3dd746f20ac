/**
 * Money of payouts (decision 830): integer cents, never a float. The fee schedule in cents, how a
 * figure becomes an amount, and cents written as dollars by string formatting.
 */
import type { FeeScheduleCents, PaidFigures } from './schemas/payout-types.ts';

export type { FeeScheduleCents, PaidFigures };

/** The product's fee schedule (decision 355, in cents since decision 830). */
export const FEE_SCHEDULE_CENTS: FeeScheduleCents = Object.freeze({
  per_thousand_viewable_minutes_cents: 50,
  per_click_cents: 10,
  per_verified_conversion_cents: 100,
});

function safe(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`payout amount out of integer range: ${n}`);
  return n;
}

/**
 * round-half-up(minutes × rate / 1000) in integer arithmetic, for whole minutes (negative minutes,
 * as a correction's difference never is: corrections take the difference of two amounts).
 */
export function minutesAmountCents(minutes: number, perThousandCents: number): number {
  const product = safe(safe(minutes) * perThousandCents);
  return product >= 0 ? Math.floor((product + 500) / 1000) : -Math.floor((-product + 500) / 1000);
}

/** What paid figures earn at a schedule: lines 1-3 of a statement. */
export function earningsCents(figures: PaidFigures, fees: FeeScheduleCents): number {
  return (
    minutesAmountCents(figures.viewable_minutes, fees.per_thousand_viewable_minutes_cents) +
    safe(figures.payable_clicks * fees.per_click_cents) +
    safe(figures.verified_conversions * fees.per_verified_conversion_cents)
  );
}

/** Cents as dollars with two decimals (`-1234` → `-12.34`), by string formatting only. */
export function centsToDollars(cents: number): string {
  const abs = Math.abs(safe(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The fee schedule in dollars as GET metrics/payments/ has shown it (spec 02 §3), from the cents. */
export function feeScheduleDollars(fees: FeeScheduleCents) {
  return {
    currency: 'USD' as const,
    per_thousand_viewable_minutes: Number(centsToDollars(fees.per_thousand_viewable_minutes_cents)),
    per_click: Number(centsToDollars(fees.per_click_cents)),
  };
}
