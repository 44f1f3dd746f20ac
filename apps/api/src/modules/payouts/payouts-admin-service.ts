import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../errors.ts';
import type { PayoutLine } from './payout-lines.ts';
import type { YearMonth } from './payout-months.ts';
import {
  findClosedMonth,
  monthStatements,
  monthTotals,
  statementLinesOf,
  type ClosedMonth,
  type StoredStatement,
} from './repositories/payout-statements-repository.ts';
import type { PayoutMonthAnswer, PayoutMonthsAnswer } from './schemas/payout-schemas.ts';

/** GET payouts/months/: every closed month with its statements' count and total, newest first. */
export async function listPayoutMonths(q: Queryable): Promise<PayoutMonthsAnswer> {
  return {
    results: (await monthTotals(q)).map((m) => ({
      year: m.year,
      month: m.month,
      closed_at: m.closed_at.toISOString(),
      statements: m.statements,
      total_cents: m.total_cents,
    })),
  };
}

/** A closed month with its statements (by username) and their lines; 404 when the month is not closed. */
export interface ClosedMonthStatements {
  month: ClosedMonth;
  statements: StoredStatement[];
  lines: Map<number, PayoutLine[]>;
  total_cents: number;
}

export async function closedMonthStatements(q: Queryable, ym: YearMonth, withLines: boolean): Promise<ClosedMonthStatements> {
  const month = await findClosedMonth(q, ym);
  if (!month) throw notFound();
  const statements = await monthStatements(q, ym);
  const lines = withLines
    ? await statementLinesOf(
        q,
        statements.map((s) => s.id),
      )
    : new Map<number, PayoutLine[]>();
  return { month, statements, lines, total_cents: statements.reduce((t, s) => t + s.total_cents, 0) };
}

/** GET payouts/{year}/{month}/: the month's statements in brief, by username. */
export async function readPayoutMonth(q: Queryable, ym: YearMonth): Promise<PayoutMonthAnswer> {
  const { month, statements, total_cents } = await closedMonthStatements(q, ym, false);
  return {
    year: month.year,
    month: month.month,
    closed_at: month.closed_at.toISOString(),
    total_cents,
    statements: statements.map((s) => ({
      broadcaster: { id: s.broadcaster_id, username: s.broadcaster_username },
      viewable_minutes: s.figures.viewable_minutes,
      payable_clicks: s.figures.payable_clicks,
      verified_conversions: s.figures.verified_conversions,
      earnings_cents: s.earnings_cents,
      adjustments_cents: s.adjustments_cents,
      total_cents: s.total_cents,
    })),
  };
}
