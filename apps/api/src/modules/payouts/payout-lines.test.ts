import { describe, expect, it } from 'vitest';
import { correctionLine, statementLines, ZERO_FIGURES } from './payout-lines.ts';
import { centsToDollars, FEE_SCHEDULE_CENTS as fees, minutesAmountCents } from './payout-money.ts';
import { addMonths, closesOn, lastClosableMonth, monthDays } from './payout-months.ts';

describe('payout money', () => {
  it('rounds minutes half up in integer arithmetic', () => {
    expect(minutesAmountCents(1010, 50)).toBe(51); // 50.5
    expect(minutesAmountCents(1009, 50)).toBe(50); // 50.45
    expect(minutesAmountCents(30, 50)).toBe(2); // 1.5
    expect(minutesAmountCents(29, 50)).toBe(1); // 1.45
    expect(minutesAmountCents(0, 50)).toBe(0);
    expect(() => minutesAmountCents(1.5, 50)).toThrow();
  });

  it('writes cents as dollars by string formatting', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(-1234)).toBe('-12.34');
    expect(centsToDollars(100000000001)).toBe('1000000000.01');
  });
});

describe('payout months', () => {
  it('closes a month on the 5th of the next one, UTC', () => {
    expect(closesOn({ year: 2026, month: 12 })).toBe('2027-01-05');
    expect(lastClosableMonth(new Date('2026-12-04T23:59:59.999Z'))).toEqual({ year: 2026, month: 10 });
    expect(lastClosableMonth(new Date('2026-12-05T00:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
    expect(monthDays({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('statement lines', () => {
  const month = { year: 2026, month: 11 };

  it('totals exactly the sum of the lines, and never below zero', () => {
    const s = statementLines({
      month,
      fees,
      figures: {
        ...ZERO_FIGURES,
        viewable_minutes: 1010,
        payable_clicks: 3,
        counted_clicks: 5,
        held_clicks: 2,
        verified_conversions: 1,
        unverified_conversions: 9,
      },
      corrections: [],
      adjustments: [{ id: 1, amount_cents: -1000, reason: 'Chargeback' }],
      carriedIn: 25,
    });
    expect(s.lines.map((l) => [l.kind, l.amount_cents])).toEqual([
      ['carried_over', -25],
      ['viewable_minutes', 51],
      ['clicks', 30],
      ['conversions', 100],
      ['adjustment', -1000],
      ['carried_forward', 844],
    ]);
    expect(s).toMatchObject({ earnings_cents: 181, adjustments_cents: -181, total_cents: 0, carried_forward_cents: 844 });
    expect(s.lines.at(-1)?.description).toBe('Carried to December 2026');
    expect(s.lines[0].description).toBe('Carried from October 2026');
  });

  it('corrects at the earlier month’s rates, naming every figure that moved', () => {
    const line = correctionLine({
      month: { year: 2026, month: 10 },
      fees: { per_thousand_viewable_minutes_cents: 40, per_click_cents: 20, per_verified_conversion_cents: 100 },
      now: { viewable_minutes: 2030, payable_clicks: 1240, verified_conversions: 3 },
      known: { viewable_minutes: 2000, payable_clicks: 1200, verified_conversions: 3 },
    });
    expect(line).toMatchObject({
      kind: 'correction',
      description: 'Correction to October 2026: viewable minutes 2,000 → 2,030, clicks 1,200 → 1,240',
      amount_cents: 81 - 80 + 800,
      deltas: { viewable_minutes: 30, payable_clicks: 40, verified_conversions: 0 },
    });
  });
});
