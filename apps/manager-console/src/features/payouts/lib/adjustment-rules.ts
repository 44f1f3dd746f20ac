import { parseDollarsToCents } from '@advocate/metrics-math';
import { payoutAdjustmentLimits, payoutAdjustmentMessages as m } from '@advocate/validation';
import type { FormRules, Rule } from '@advocate/validation';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const broadcasterGiven: Rule = (value) => (text(value) ? undefined : m.broadcasterRequired);

/**
 * The amount typed in dollars: one that reads as whole cents (decision 837), not zero, within the
 * limit; the messages are the lib's, as the API answers them for the cents.
 */
const amountInCents: Rule = (value) => {
  if (!text(value)) return m.amountRequired;
  const cents = parseDollarsToCents(text(value));
  if (cents === null) return m.amountDollars;
  if (cents === 0) return m.amountZero;
  return Math.abs(cents) > payoutAdjustmentLimits.maxAbsCents ? m.amountTooLarge : undefined;
};

const reasonGiven: Rule = (value) => {
  if (!text(value)) return m.reasonRequired;
  return text(value).length > payoutAdjustmentLimits.reasonMaxLength ? m.reasonTooLong : undefined;
};

/** The adjustment form's rules (an unknown username only the API can tell). */
export const adjustmentRules: FormRules<'broadcaster' | 'amount' | 'reason'> = {
  broadcaster: [broadcasterGiven],
  amount: [amountInCents],
  reason: [reasonGiven],
};
