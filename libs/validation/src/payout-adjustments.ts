import { messages } from './messages.ts';
import type { DrfErrors } from './types.ts';

/**
 * A manual payout adjustment (issue 30 part 3; decision 834): its bounds, its exact messages (the
 * admin form and the API show the same texts), the check of a body, and dollars typed in a form
 * turned into integer cents by string parsing (never float maths).
 */
export const payoutAdjustmentLimits = {
  /** The largest adjustment either way: $100,000.00. */
  maxAbsCents: 10_000_000,
  reasonMaxLength: 200,
} as const;

export const payoutAdjustmentMessages = {
  /** The broadcaster field left empty. */ broadcasterRequired: messages.required,
  /** No broadcaster has the username typed. */ unknownBroadcaster: 'No broadcaster has this username.',
  /** The amount left empty. */ amountRequired: messages.required,
  /** An amount in cents that is not a whole number (the API). */ amountWholeCents: 'Must be a whole number of cents.',
  /** A dollar amount the form cannot read (more than two decimals, letters). */ amountDollars:
    'Enter an amount in dollars, such as 12.50 or -12.50.',
  /** A zero amount. */ amountZero: 'The amount cannot be zero.',
  /** Beyond ±$100,000.00. */ amountTooLarge: 'The amount must be at most $100,000.00 either way.',
  /** The reason left empty. */ reasonRequired: 'Add a reason for this adjustment.',
  /** A reason over 200 characters. */ reasonTooLong: messages.maxLength(payoutAdjustmentLimits.reasonMaxLength),
} as const;

const DOLLARS = /^([+-])?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** `"-12.5"` → -1250, `"3"` → 300; null for anything else (three decimals, letters, empty). */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim().replace(/^\$/, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Messages of an amount in cents, or none. */
export function payoutAmountErrors(amount: unknown): string[] {
  const m = payoutAdjustmentMessages;
  if (amount === undefined || amount === null || amount === '') return [m.amountRequired];
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return [m.amountWholeCents];
  if (amount === 0) return [m.amountZero];
  if (Math.abs(amount) > payoutAdjustmentLimits.maxAbsCents) return [m.amountTooLarge];
  return [];
}

/** The errors of an adjustment body `{broadcaster, amount_cents, reason}` in the DRF shape (the broadcaster's existence aside). */
export function payoutAdjustmentErrors(body: { broadcaster?: unknown; amount_cents?: unknown; reason?: unknown }): DrfErrors {
  const errors: DrfErrors = {};
  const m = payoutAdjustmentMessages;
  if (typeof body.broadcaster !== 'string' || body.broadcaster.trim() === '') errors.broadcaster = [m.broadcasterRequired];
  const amount = payoutAmountErrors(body.amount_cents);
  if (amount.length > 0) errors.amount_cents = amount;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') errors.reason = [m.reasonRequired];
  else if (reason.length > payoutAdjustmentLimits.reasonMaxLength) errors.reason = [m.reasonTooLong];
  return errors;
}
