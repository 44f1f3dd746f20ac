import type { Queryable } from '../../db/db.ts';
import { payableClicksByBroadcaster } from '../traffic-quality/index.ts';
import {
  statementLines,
  ZERO_FIGURES,
  type CorrectionInput,
  type PayoutFigures,
  type PendingAdjustment,
  type StatementLines,
} from './payout-lines.ts';
import type { FeeScheduleCents, PaidFigures } from './payout-money.ts';
import { addMonths, compareMonths, CORRECTION_MONTHS, monthDays, type YearMonth } from './payout-months.ts';
import { minutesAndConversions } from './repositories/payout-figures-repository.ts';
import { paidFigures } from './repositories/payout-settled-repository.ts';
import type { ClosedMonth } from './repositories/payout-statements-repository.ts';

/**
 * How a month's statements are computed (decision 831), the one function both the closing and the
 * live view of an open month use: figures of the month, corrections to the closed months of the
 * last 12, pending adjustments, and what the month before carried forward.
 */
export interface ComputedStatement extends StatementLines {
  broadcaster_id: number;
  month: YearMonth;
  fees: FeeScheduleCents;
  figures: PayoutFigures;
}

/** The figures of a month per broadcaster (all, or one), as they stand now. */
export async function monthFigures(q: Queryable, ym: YearMonth, broadcasterId: number | null): Promise<Map<number, PayoutFigures>> {
  const { from, to } = monthDays(ym);
  const minutes = await minutesAndConversions(q, from, to, broadcasterId);
  const clicks = await payableClicksByBroadcaster(q, from, to, broadcasterId);
  const out = new Map<number, PayoutFigures>();
  for (const id of new Set([...minutes.keys(), ...clicks.keys()])) {
    const m = minutes.get(id);
    const c = clicks.get(id);
    out.set(id, {
      viewable_minutes: m?.viewable_minutes ?? 0,
      counted_clicks: c?.counted ?? 0,
      held_clicks: c?.held ?? 0,
      payable_clicks: c?.payable ?? 0,
      verified_conversions: m?.verified_conversions ?? 0,
      unverified_conversions: m?.unverified_conversions ?? 0,
    });
  }
  return out;
}

const paid = (f: PaidFigures): PaidFigures => ({
  viewable_minutes: f.viewable_minutes,
  payable_clicks: f.payable_clicks,
  verified_conversions: f.verified_conversions,
});
const ZERO_PAID = paid(ZERO_FIGURES);

/** Per broadcaster, the corrections month `ym` makes to the closed months of its last 12 (oldest first). */
export async function corrections(
  q: Queryable,
  ym: YearMonth,
  closed: readonly ClosedMonth[],
  broadcasterId: number | null,
): Promise<Map<number, CorrectionInput[]>> {
  const earliest = addMonths(ym, -CORRECTION_MONTHS);
  const months = closed.filter((k) => compareMonths(k, earliest) >= 0 && compareMonths(k, ym) < 0).sort((a, b) => compareMonths(a, b));
  const out = new Map<number, CorrectionInput[]>();
  for (const k of months) {
    const now = await monthFigures(q, k, broadcasterId);
    const known = await paidFigures(q, k, broadcasterId);
    for (const id of new Set([...now.keys(), ...known.keys()])) {
      const input: CorrectionInput = {
        month: { year: k.year, month: k.month },
        fees: k.fees,
        now: paid(now.get(id) ?? ZERO_FIGURES),
        known: known.get(id) ?? ZERO_PAID,
      };
      const moved = (Object.keys(ZERO_PAID) as Array<keyof PaidFigures>).some((key) => input.now[key] !== input.known[key]);
      if (moved) out.set(id, [...(out.get(id) ?? []), input]);
    }
  }
  return out;
}

export interface MonthInputs {
  fees: FeeScheduleCents;
  /** Cents each broadcaster's previous statement carried forward. */
  carriedIn: ReadonlyMap<number, number>;
  /** Pending adjustments each broadcaster's statement applies. */
  adjustments: ReadonlyMap<number, readonly PendingAdjustment[]>;
  /** Corrections, or none (a later open month after the first: the first one took them). */
  corrections: ReadonlyMap<number, readonly CorrectionInput[]>;
}

/**
 * The statements of month `ym` for every broadcaster with figures or lines to carry (or just
 * `broadcasterId`, whose statement is answered even when empty).
 */
export async function computeMonth(
  q: Queryable,
  ym: YearMonth,
  broadcasterId: number | null,
  inputs: MonthInputs,
): Promise<Map<number, ComputedStatement>> {
  const figures = await monthFigures(q, ym, broadcasterId);
  const ids = new Set([...figures.keys(), ...inputs.carriedIn.keys(), ...inputs.adjustments.keys(), ...inputs.corrections.keys()]);
  if (broadcasterId !== null) ids.add(broadcasterId);
  const out = new Map<number, ComputedStatement>();
  for (const id of [...ids].sort((a, b) => a - b)) {
    const own = figures.get(id) ?? ZERO_FIGURES;
    const lines = statementLines({
      month: ym,
      fees: inputs.fees,
      figures: own,
      corrections: inputs.corrections.get(id) ?? [],
      adjustments: inputs.adjustments.get(id) ?? [],
      carriedIn: inputs.carriedIn.get(id) ?? 0,
    });
    out.set(id, { ...lines, broadcaster_id: id, month: ym, fees: inputs.fees, figures: own });
  }
  return out;
}
