import { parseDollarsToCents } from '@advocate/metrics-math';
import { payoutAdjustmentMessages as m } from '@advocate/validation';
import type { FormRules, Rule } from '@advocate/validation';

// PROVISIONAL until P1's libs/validation lands: message keys and limits are adapted at merge.
const MAX_AMOUNT_CENTS = 10_000_000;
const REASON_MAX = 200;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const broadcasterGiven: Rule = (value) => (text(value) ? undefined : m.broadcasterRequired);

/** The amount in dollars: a number of cents (at most two decimals), not zero, within the limit. */
const amountInCents: Rule = (value) => {
  if (!text(value)) return m.amountRequired;
  const cents = parseDollarsToCents(text(value));
  if (cents === null) return m.amountInvalid;
  if (cents === 0) return m.amountZero;
  return Math.abs(cents) > MAX_AMOUNT_CENTS ? m.amountTooLarge : undefined;
};

const reasonGiven: Rule = (value) => {
  if (!text(value)) return m.reasonRequired;
  return text(value).length > REASON_MAX ? m.reasonTooLong : undefined;
};

/** The adjustment form's rules, with the messages the API answers for the same faults. */
export const adjustmentRules: FormRules<'broadcaster' | 'amount' | 'reason'> = {
  broadcaster: [broadcasterGiven],
  amount: [amountInCents],
  reason: [reasonGiven],
};
