import { earningsCents, minutesAmountCents } from './payout-money.ts';
import type { FeeScheduleCents, PaidFigures, PayoutFigures, PayoutLine, PayoutLineKind } from './schemas/payout-types.ts';
import { addMonths, monthName, type YearMonth } from './payout-months.ts';

export type { PayoutFigures, PayoutLine, PayoutLineKind };

/**
 * A statement's lines (decision 831): the month's three paid figures, corrections to earlier closed
 * months, manual adjustments, and the carried lines that keep a total at or above zero. Every
 * amount is integer cents and the total is exactly their sum. Pure: the figures come in.
 */
/** Lines 1-3: what the month earned. */
export const EARNING_KINDS: readonly PayoutLineKind[] = ['viewable_minutes', 'clicks', 'conversions'];

export const ZERO_FIGURES: PayoutFigures = Object.freeze({
  viewable_minutes: 0,
  counted_clicks: 0,
  held_clicks: 0,
  payable_clicks: 0,
  verified_conversions: 0,
  unverified_conversions: 0,
});

/** What a correction compares: an earlier month's figures now, and as paid so far, at that month's rates. */
export interface CorrectionInput {
  month: YearMonth;
  fees: FeeScheduleCents;
  now: PaidFigures;
  known: PaidFigures;
}

export interface PendingAdjustment {
  id: number;
  amount_cents: number;
  reason: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const FIGURE_NAMES: ReadonlyArray<[keyof PaidFigures, string]> = [
  ['viewable_minutes', 'viewable minutes'],
  ['payable_clicks', 'clicks'],
  ['verified_conversions', 'verified conversions'],
];

/** Lines 1-3 at a schedule. */
export function earningLines(figures: PaidFigures, fees: FeeScheduleCents): PayoutLine[] {
  const base = { reason: null, refers_to: null };
  return [
    {
      ...base,
      kind: 'viewable_minutes',
      description: 'Viewable minutes (per 1,000)',
      quantity: figures.viewable_minutes,
      rate_cents: fees.per_thousand_viewable_minutes_cents,
      amount_cents: minutesAmountCents(figures.viewable_minutes, fees.per_thousand_viewable_minutes_cents),
    },
    {
      ...base,
      kind: 'clicks',
      description: 'Clicks',
      quantity: figures.payable_clicks,
      rate_cents: fees.per_click_cents,
      amount_cents: figures.payable_clicks * fees.per_click_cents,
    },
    {
      ...base,
      kind: 'conversions',
      description: 'Verified conversions',
      quantity: figures.verified_conversions,
      rate_cents: fees.per_verified_conversion_cents,
      amount_cents: figures.verified_conversions * fees.per_verified_conversion_cents,
    },
  ];
}

/** Line 4: "Correction to October 2026: clicks 1,200 → 1,240", or nothing when no paid figure moved. */
export function correctionLine(input: CorrectionInput): PayoutLine | undefined {
  const moved = FIGURE_NAMES.filter(([key]) => input.now[key] !== input.known[key]);
  if (moved.length === 0) return undefined;
  const changes = moved.map(([key, name]) => `${name} ${count(input.known[key])} → ${count(input.now[key])}`).join(', ');
  return {
    kind: 'correction',
    description: `Correction to ${monthName(input.month)}: ${changes}`,
    quantity: null,
    rate_cents: null,
    amount_cents: earningsCents(input.now, input.fees) - earningsCents(input.known, input.fees),
    reason: null,
    refers_to: input.month,
    deltas: {
      viewable_minutes: input.now.viewable_minutes - input.known.viewable_minutes,
      payable_clicks: input.now.payable_clicks - input.known.payable_clicks,
      verified_conversions: input.now.verified_conversions - input.known.verified_conversions,
    },
  };
}

/** Line 5: a manual adjustment with its reason. */
export const adjustmentLine = (adjustment: PendingAdjustment): PayoutLine => ({
  kind: 'adjustment',
  description: 'Adjustment',
  quantity: null,
  rate_cents: null,
  amount_cents: adjustment.amount_cents,
  reason: adjustment.reason,
  refers_to: null,
  adjustment_id: adjustment.id,
});

/** Line 6, opening a month: what the month before carried to it (a positive amount owed back). */
export const carriedOverLine = (month: YearMonth, carried: number): PayoutLine => ({
  kind: 'carried_over',
  description: `Carried from ${monthName(addMonths(month, -1))}`,
  quantity: null,
  rate_cents: null,
  amount_cents: -carried,
  reason: null,
  refers_to: addMonths(month, -1),
});

/** Line 6, closing a month whose lines sum below zero: brings its total to 0. */
const carriedForwardLine = (month: YearMonth, amount: number): PayoutLine => ({
  kind: 'carried_forward',
  description: `Carried to ${monthName(addMonths(month, 1))}`,
  quantity: null,
  rate_cents: null,
  amount_cents: amount,
  reason: null,
  refers_to: addMonths(month, 1),
});

export interface StatementParts {
  month: YearMonth;
  fees: FeeScheduleCents;
  figures: PayoutFigures;
  corrections: readonly CorrectionInput[];
  adjustments: readonly PendingAdjustment[];
  /** Cents the month before carried forward (0 when none). */
  carriedIn: number;
}

export interface StatementLines {
  lines: PayoutLine[];
  earnings_cents: number;
  adjustments_cents: number;
  total_cents: number;
  /** Cents this statement carries to the next month (0 when none). */
  carried_forward_cents: number;
}

/** A statement's lines and totals; the total is the sum of the lines and never below zero. */
export function statementLines(parts: StatementParts): StatementLines {
  const lines: PayoutLine[] = [];
  if (parts.carriedIn > 0) lines.push(carriedOverLine(parts.month, parts.carriedIn));
  lines.push(...earningLines(parts.figures, parts.fees));
  for (const correction of parts.corrections) {
    const line = correctionLine(correction);
    if (line) lines.push(line);
  }
  lines.push(...parts.adjustments.map(adjustmentLine));
  const sum = lines.reduce((total, line) => total + line.amount_cents, 0);
  const carried = sum < 0 ? -sum : 0;
  if (carried > 0) lines.push(carriedForwardLine(parts.month, carried));
  const earnings = lines.filter((l) => EARNING_KINDS.includes(l.kind)).reduce((t, l) => t + l.amount_cents, 0);
  const total = lines.reduce((t, l) => t + l.amount_cents, 0);
  return { lines, earnings_cents: earnings, adjustments_cents: total - earnings, total_cents: total, carried_forward_cents: carried };
}

/** Whether a broadcaster gets a statement: any figure, or any line beyond the three earning ones. */
export function worthAStatement(figures: PayoutFigures, lines: readonly PayoutLine[]): boolean {
  return Object.values(figures).some((v) => v !== 0) || lines.some((l) => !EARNING_KINDS.includes(l.kind));
}
