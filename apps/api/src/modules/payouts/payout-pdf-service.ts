import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../errors.ts';
import { monthKey, type YearMonth } from './payout-months.ts';
import { statementPdf } from './payout-statement-pdf.ts';
import { closedAnswer, storedStatement } from './payout-statements-service.ts';

/** A broadcaster's closed statement as a PDF named `advocate-statement-2026-10.pdf`; 404 for an open month or no statement. */
export async function closedStatementPdf(
  q: Queryable,
  broadcaster: { id: number; username: string },
  ym: YearMonth,
): Promise<{ name: string; bytes: Buffer }> {
  const stored = await storedStatement(q, ym, broadcaster.id);
  if (!stored) throw notFound();
  const bytes = await statementPdf(closedAnswer(stored.month, stored.statement, stored.lines), stored.statement.broadcaster_username);
  return { name: `advocate-statement-${monthKey(ym)}.pdf`, bytes };
}
