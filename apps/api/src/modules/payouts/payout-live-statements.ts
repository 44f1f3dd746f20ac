import type { Queryable } from '../../db/db.ts';
import { FEE_SCHEDULE_CENTS } from './payout-money.ts';
import { addMonths, compareMonths, monthKey, monthsBetween, type YearMonth } from './payout-months.ts';
import { AdjustmentQueue, closingState, type ClosingState } from './payout-open-months.ts';
import { computeMonth, corrections, type ComputedStatement } from './payout-statement-compute.ts';
import { pendingAdjustments } from './repositories/payout-adjustments-repository.ts';
import { carriedForward } from './repositories/payout-settled-repository.ts';

/**
 * Open months, computed live (decision 831) as the closing would close them now, oldest first: the
 * first open month takes the corrections and carried line of the closed months before it, each
 * month the pending adjustments created before it closes, and a later open month what the one
 * before it would carry forward. One broadcaster's statements, by month key.
 */
export async function liveStatements(
  q: Queryable,
  state: ClosingState,
  broadcasterId: number,
  upTo: YearMonth,
): Promise<Map<string, ComputedStatement>> {
  const out = new Map<string, ComputedStatement>();
  if (compareMonths(upTo, state.firstOpen) < 0) return out;
  const queue = new AdjustmentQueue(await pendingAdjustments(q, broadcasterId));
  let carriedIn = await carriedForward(q, addMonths(state.firstOpen, -1), broadcasterId);
  for (const month of monthsBetween(state.firstOpen, upTo)) {
    const first = compareMonths(month, state.firstOpen) === 0;
    const computed = await computeMonth(q, month, broadcasterId, {
      fees: FEE_SCHEDULE_CENTS,
      carriedIn,
      adjustments: queue.take(month),
      corrections: first ? await corrections(q, month, state.closed, broadcasterId) : new Map(),
    });
    const statement = computed.get(broadcasterId) as ComputedStatement;
    out.set(monthKey(month), statement);
    carriedIn = new Map([[broadcasterId, statement.carried_forward_cents]]);
  }
  return out;
}

export { closingState };
