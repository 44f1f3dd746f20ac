/** A line kind of a payout statement (issue 30 part 3). */
export type PayoutLineKind =
  'viewable_minutes' | 'clicks' | 'conversions' | 'correction' | 'adjustment' | 'carried_forward' | 'carried_over';

/**
 * A payout statement as both consoles read it (GET payout-statements/{y}/{m}/ and the admin's
 * broadcaster statement), written out here because ui-kit may not import the API client: the
 * apps pass the client's wire type, which must fit this shape. Money is integer cents.
 */
export interface PayoutStatementData {
  year: number;
  month: number;
  status: 'open' | 'closed';
  closed_at: string | null;
  closes_on: string;
  fee_schedule: {
    per_thousand_viewable_minutes_cents: number;
    per_click_cents: number;
    per_verified_conversion_cents: number;
  };
  figures: {
    viewable_minutes: number;
    counted_clicks: number;
    held_clicks: number;
    payable_clicks: number;
    verified_conversions: number;
    unverified_conversions: number;
  };
  lines: ReadonlyArray<{
    kind: PayoutLineKind;
    description: string;
    quantity: number | null;
    rate_cents: number | null;
    amount_cents: number;
    reason: string | null;
  }>;
  earnings_cents: number;
  adjustments_cents: number;
  total_cents: number;
}
