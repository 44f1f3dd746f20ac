import { describe, expect, it } from 'vitest';
import { dollarsToCents, payoutAdjustmentErrors, payoutAdjustmentMessages as m } from './payout-adjustments.ts';

describe('payout adjustments', () => {
  it('reads dollars as integer cents by string parsing', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('-0.07')).toBe(-7);
    expect(dollarsToCents('$3')).toBe(300);
    expect(dollarsToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(dollarsToCents('1.005')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });

  it('names every bad field with the exact messages', () => {
    expect(payoutAdjustmentErrors({})).toEqual({
      broadcaster: [m.broadcasterRequired],
      amount_cents: [m.amountRequired],
      reason: [m.reasonRequired],
    });
    expect(payoutAdjustmentErrors({ broadcaster: 'a', amount_cents: 1.5, reason: 'x'.repeat(201) })).toEqual({
      amount_cents: [m.amountWholeCents],
      reason: [m.reasonTooLong],
    });
    expect(payoutAdjustmentErrors({ broadcaster: 'a', amount_cents: 0, reason: 'r' })).toEqual({ amount_cents: [m.amountZero] });
    expect(payoutAdjustmentErrors({ broadcaster: 'a', amount_cents: -10_000_001, reason: 'r' })).toEqual({
      amount_cents: [m.amountTooLarge],
    });
    expect(payoutAdjustmentErrors({ broadcaster: 'a', amount_cents: -10_000_000, reason: 'r' })).toEqual({});
  });
});
