/**
 * The plain shapes of payouts that services and repositories share (decisions 830-831): a month, a
 * fee schedule in cents, a month's figures, a statement line. Money is integer cents.
 */
export interface YearMonth {
  year: number;
  month: number;
}

export interface FeeScheduleCents {
  /** Paid per 1,000 viewable minutes, rounded half up per statement line. */
  per_thousand_viewable_minutes_cents: number;
  /** Paid per payable click (counted and not held in an open traffic flag, decision 813). */
  per_click_cents: number;
  /** Paid per verified conversion; unverified ones are shown, never paid (they can be forged). */
  per_verified_conversion_cents: number;
}

/** The three paid figures of a month. */
export interface PaidFigures {
  viewable_minutes: number;
  payable_clicks: number;
  verified_conversions: number;
}

/** A month's figures for a broadcaster: the paid ones and those shown beside them. */
export interface PayoutFigures extends PaidFigures {
  counted_clicks: number;
  held_clicks: number;
  unverified_conversions: number;
}

export type PayoutLineKind =
  'viewable_minutes' | 'clicks' | 'conversions' | 'correction' | 'adjustment' | 'carried_forward' | 'carried_over';

export interface PayoutLine {
  kind: PayoutLineKind;
  description: string;
  quantity: number | null;
  rate_cents: number | null;
  amount_cents: number;
  reason: string | null;
  refers_to: YearMonth | null;
  /** A correction's movement of each paid figure (stored so the next correction compares with it). */
  deltas?: PaidFigures;
  /** The manual adjustment a line applies. */
  adjustment_id?: number;
}
