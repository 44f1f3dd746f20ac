import { describe, expect, it } from 'vitest';
import { money } from './payout-statement-pdf.ts';

describe('the statement PDF writes money as the pages do', () => {
  it('groups thousands, keeps the cents exact and puts the sign before the dollar sign', () => {
    expect(money(102_049)).toBe('$1,020.49');
    expect(money(123_456_789)).toBe('$1,234,567.89');
    expect(money(-200)).toBe('-$2.00');
    expect(money(5)).toBe('$0.05');
    expect(money(0)).toBe('$0.00');
  });
});
