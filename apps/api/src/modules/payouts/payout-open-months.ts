import type { Queryable } from '../../db/db.ts';
import type { PendingAdjustment } from './payout-lines.ts';
import { addMonths, CATCH_UP_MONTHS, closingInstant, compareMonths, lastClosableMonth, monthOf, type YearMonth } from './payout-months.ts';
import type { AdjustmentRow } from './repositories/payout-adjustments-repository.ts';
import { firstDataDay } from './repositories/payout-figures-repository.ts';
import { closedMonths, type ClosedMonth } from './repositories/payout-statements-repository.ts';

/** Where closing stands: the closed months (newest first) and the first month not closed yet. */
export interface ClosingState {
  closed: ClosedMonth[];
  /** The oldest month still open: the next one to close (decision 832). */
  firstOpen: YearMonth;
}

const later = (a: YearMonth, b: YearMonth) => (compareMonths(a, b) >= 0 ? a : b);
const earlier = (a: YearMonth, b: YearMonth) => (compareMonths(a, b) <= 0 ? a : b);

/**
 * The month after the last closed one; before any closing, the first month with any viewership,
 * click or conversion data; never more than 24 months before the last closable month, and never
 * after the current month.
 */
export async function closingState(q: Queryable, now: Date): Promise<ClosingState> {
  const closed = await closedMonths(q);
  const bound = addMonths(lastClosableMonth(now), -(CATCH_UP_MONTHS - 1));
  let next: YearMonth;
  if (closed.length > 0) next = addMonths(closed[0], 1);
  else {
    const day = await firstDataDay(q);
    next = day ? { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) } : monthOf(now);
  }
  return { closed, firstOpen: earlier(later(next, bound), monthOf(now)) };
}

/**
 * Hands out pending adjustments month by month: a month applies those created before it closes
 * (decision 834), each once.
 */
export class AdjustmentQueue {
  private readonly taken = new Set<number>();
  constructor(private readonly pending: readonly AdjustmentRow[]) {}

  /** Per broadcaster, the adjustments month `ym` applies. */
  take(ym: YearMonth): Map<number, PendingAdjustment[]> {
    const until = closingInstant(ym).getTime();
    const out = new Map<number, PendingAdjustment[]>();
    for (const a of this.pending) {
      if (this.taken.has(a.id) || a.created_at.getTime() >= until) continue;
      this.taken.add(a.id);
      out.set(a.broadcaster_id, [...(out.get(a.broadcaster_id) ?? []), { id: a.id, amount_cents: a.amount_cents, reason: a.reason }]);
    }
    return out;
  }
}
