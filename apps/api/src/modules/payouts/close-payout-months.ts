import type { AppContext } from '../../context/app-context.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { JobHandler } from '../../platform/jobs/job-types.ts';
import { worthAStatement } from './payout-lines.ts';
import { FEE_SCHEDULE_CENTS } from './payout-money.ts';
import { addMonths, compareMonths, lastClosableMonth, type YearMonth } from './payout-months.ts';
import { AdjustmentQueue, closingState } from './payout-open-months.ts';
import { computeMonth, corrections } from './payout-statement-compute.ts';
import { markAdjustmentsApplied, pendingAdjustments } from './repositories/payout-adjustments-repository.ts';
import { broadcasterNames } from './repositories/payout-figures-repository.ts';
import { carriedForward } from './repositories/payout-settled-repository.ts';
import { insertClosedMonth, insertStatement, lockPayouts } from './repositories/payout-statements-repository.ts';

/** The job kind and its schedule: hourly; a month closes at the first run on or after its 5th (decision 832). */
export const PAYOUTS_CLOSE_JOB = 'payouts.close-month';
export const PAYOUTS_CLOSE_CRON = '0 * * * *';

/** A database, or a transaction already open (the demo seed writes everything in one). */
type Target = Db | Queryable;
const inTransaction = <T>(db: Target, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? db.transaction(work) : work(db);

/**
 * Closes the oldest open month if it may close at `now`, in one transaction under the payouts lock:
 * the month row with today's fee schedule, one statement per broadcaster with figures or lines,
 * their lines, and the adjustments they applied marked applied. Answers the month closed, if any.
 */
async function closeNextMonth(db: Target, now: Date): Promise<YearMonth | undefined> {
  return inTransaction(db, async (tx) => {
    await lockPayouts(tx);
    const state = await closingState(tx, now);
    const month = state.firstOpen;
    if (compareMonths(month, lastClosableMonth(now)) > 0) return undefined;
    const fees = FEE_SCHEDULE_CENTS;
    const adjustments = new AdjustmentQueue(await pendingAdjustments(tx, null)).take(month);
    const statements = await computeMonth(tx, month, null, {
      fees,
      carriedIn: await carriedForward(tx, addMonths(month, -1), null),
      adjustments,
      corrections: await corrections(tx, month, state.closed, null),
    });
    await insertClosedMonth(tx, { ...month, closed_at: now, fees });
    const kept = [...statements.values()].filter((s) => worthAStatement(s.figures, s.lines));
    const names = await broadcasterNames(
      tx,
      kept.map((s) => s.broadcaster_id),
    );
    for (const s of kept) {
      await insertStatement(
        tx,
        {
          ...month,
          broadcaster_id: s.broadcaster_id,
          broadcaster_username: names.get(s.broadcaster_id) ?? `#${s.broadcaster_id}`,
          figures: s.figures,
          earnings_cents: s.earnings_cents,
          adjustments_cents: s.adjustments_cents,
          total_cents: s.total_cents,
        },
        s.lines,
      );
    }
    await markAdjustmentsApplied(
      tx,
      [...adjustments.values()].flat().map((a) => a.id),
      month,
    );
    return month;
  });
}

/**
 * Closes every month that may close at `now` and is not closed yet, oldest first, each in its own
 * transaction (catch-up at most 24 months back). Running it again closes nothing. Answers the months closed.
 */
export async function closePayoutMonths(db: Target, now: Date): Promise<YearMonth[]> {
  const done: YearMonth[] = [];
  for (let month = await closeNextMonth(db, now); month; month = await closeNextMonth(db, now)) done.push(month);
  return done;
}

/** Job 'payouts.close-month': closePayoutMonths on the app's clock. */
export const closePayoutMonthsJob: JobHandler = async (ctx: AppContext) => {
  await closePayoutMonths(ctx.db, ctx.now());
};
