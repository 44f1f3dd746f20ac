import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutStatementData } from './payout-statement-types.ts';
import { PayoutStatementView } from './payout-statement-view.tsx';

const statement: PayoutStatementData = {
  year: 2026,
  month: 10,
  status: 'closed',
  closed_at: '2026-11-05T00:00:04.000Z',
  closes_on: '2026-11-05',
  fee_schedule: { per_thousand_viewable_minutes_cents: 50, per_click_cents: 10, per_verified_conversion_cents: 100 },
  figures: {
    viewable_minutes: 12_345_678,
    counted_clicks: 1250,
    held_clicks: 10,
    payable_clicks: 1240,
    verified_conversions: 3,
    unverified_conversions: 5,
  },
  lines: [
    {
      kind: 'viewable_minutes',
      description: 'Viewable minutes',
      quantity: 12_345_678,
      rate_cents: 50,
      amount_cents: 617_284,
      reason: null,
    },
    { kind: 'clicks', description: 'Payable clicks', quantity: 1240, rate_cents: 10, amount_cents: 12_400, reason: null },
    { kind: 'conversions', description: 'Verified conversions', quantity: 3, rate_cents: 100, amount_cents: 300, reason: null },
    { kind: 'adjustment', description: 'Adjustment', quantity: null, rate_cents: null, amount_cents: -2_500, reason: 'Late stream fix' },
  ],
  earnings_cents: 629_984,
  adjustments_cents: -2_500,
  total_cents: 627_484,
};

describe('the payout statement view', () => {
  it('shows a closed statement: status, exact figures, lines with rates and reasons, totals and the fee schedule', () => {
    render(<PayoutStatementView statement={statement} caption="Statement lines, October 2026" />);
    expect(screen.getByText('Closed on 5 Nov 2026')).toBeTruthy();
    expect(screen.getAllByText('12,345,678')).toHaveLength(2);
    const rows = within(screen.getByRole('table', { name: 'Statement lines, October 2026' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Viewable minutes', '12,345,678', '$0.50 / 1,000', '$6,172.84'],
      ['Payable clicks', '1,240', '$0.10', '$124.00'],
      ['Verified conversions', '3', '$1.00', '$3.00'],
      ['AdjustmentReason: Late stream fix', '—', '—', '-$25.00'],
    ]);
    expect(screen.getByTestId('statement-earnings').textContent).toBe('$6,299.84');
    expect(screen.getByTestId('statement-adjustments').textContent).toBe('-$25.00');
    expect(screen.getByTestId('statement-total').textContent).toBe('$6,274.84');
    expect(screen.getByText('$1.00 per verified conversion')).toBeTruthy();
    expect(screen.queryByText(/worked out from the figures so far/)).toBeNull();
  });

  it('says when an open month closes, and when nothing was earned', () => {
    render(
      <PayoutStatementView
        statement={{
          ...statement,
          status: 'open',
          closed_at: null,
          closes_on: '2026-12-05',
          lines: [],
          earnings_cents: 0,
          adjustments_cents: 0,
          total_cents: 0,
        }}
        caption="Statement lines, November 2026"
        actions={<button type="button">Act</button>}
      />,
    );
    expect(screen.getByText('Open — closes on 5 Dec 2026')).toBeTruthy();
    expect(screen.getByText(/worked out from the figures so far/)).toBeTruthy();
    expect(screen.getByText('Nothing was earned this month.')).toBeTruthy();
    expect(screen.getByTestId('statement-total').textContent).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
  });
});
