import type { Queryable } from '../../db/db.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { UserRow } from '../shared/index.ts';
import { liveStatements, closingState } from './payout-live-statements.ts';
import type { PayoutLine } from './payout-lines.ts';
import { closesOn, compareMonths, monthKey, monthOf, monthsBetween, type YearMonth } from './payout-months.ts';
import type { ComputedStatement } from './payout-statement-compute.ts';
import { findBroadcaster } from './repositories/payout-figures-repository.ts';
import {
  broadcasterStatements,
  findClosedMonth,
  monthStatements,
  statementLinesOf,
  type ClosedMonth,
  type StoredStatement,
} from './repositories/payout-statements-repository.ts';
import type { PayoutStatementAnswer, PayoutStatementListAnswer } from './schemas/payout-schemas.ts';

/** Admins only (`is_admin`); other managers and broadcasters 403. */
export function requireAdmin(user: UserRow): void {
  if (user.user_type !== 2 || !user.is_admin) throw forbidden();
}

const publicLine = (l: PayoutLine): PayoutStatementAnswer['lines'][number] => ({
  kind: l.kind,
  description: l.description,
  quantity: l.quantity,
  rate_cents: l.rate_cents,
  amount_cents: l.amount_cents,
  reason: l.reason,
  refers_to: l.refers_to,
});

/** A closed statement as the API answers it. */
export function closedAnswer(month: ClosedMonth, s: StoredStatement, lines: readonly PayoutLine[]): PayoutStatementAnswer {
  return {
    year: month.year,
    month: month.month,
    status: 'closed',
    closed_at: month.closed_at.toISOString(),
    closes_on: closesOn(month),
    currency: 'USD',
    fee_schedule: month.fees,
    figures: s.figures,
    lines: lines.map(publicLine),
    earnings_cents: s.earnings_cents,
    adjustments_cents: s.adjustments_cents,
    total_cents: s.total_cents,
  };
}

/** An open month's live statement as the API answers it. */
export function openAnswer(s: ComputedStatement): PayoutStatementAnswer {
  return {
    ...s.month,
    status: 'open',
    closed_at: null,
    closes_on: closesOn(s.month),
    currency: 'USD',
    fee_schedule: s.fees,
    figures: s.figures,
    lines: s.lines.map(publicLine),
    earnings_cents: s.earnings_cents,
    adjustments_cents: s.adjustments_cents,
    total_cents: s.total_cents,
  };
}

/** A closed month's stored statement of a broadcaster with its lines, if there is one. */
export async function storedStatement(
  q: Queryable,
  ym: YearMonth,
  broadcasterId: number,
): Promise<{ month: ClosedMonth; statement: StoredStatement; lines: PayoutLine[] } | undefined> {
  const month = await findClosedMonth(q, ym);
  if (!month) return undefined;
  const [statement] = await monthStatements(q, ym, broadcasterId);
  if (!statement) return undefined;
  const lines = (await statementLinesOf(q, [statement.id])).get(statement.id) ?? [];
  return { month, statement, lines };
}

/**
 * A broadcaster's statement of a month: the stored one of a closed month, the live one of an open
 * month; 404 for a future month, a closed month without a statement, or a month before the first
 * open one that was never closed.
 */
export async function statementOf(q: Queryable, broadcasterId: number, ym: YearMonth, now: Date): Promise<PayoutStatementAnswer> {
  if (compareMonths(ym, monthOf(now)) > 0) throw notFound();
  const stored = await storedStatement(q, ym, broadcasterId);
  if (stored) return closedAnswer(stored.month, stored.statement, stored.lines);
  const state = await closingState(q, now);
  if (compareMonths(ym, state.firstOpen) < 0) throw notFound();
  const live = (await liveStatements(q, state, broadcasterId, ym)).get(monthKey(ym));
  if (!live) throw notFound();
  return openAnswer(live);
}

/** GET payout-statements/: the open months (newest first), then the closed statements, newest first. */
export async function listStatements(q: Queryable, broadcasterId: number, now: Date): Promise<PayoutStatementListAnswer> {
  const state = await closingState(q, now);
  const current = monthOf(now);
  const live = await liveStatements(q, state, broadcasterId, current);
  const open = monthsBetween(state.firstOpen, current)
    .reverse()
    .flatMap((m) => {
      const s = live.get(monthKey(m));
      return s ? [{ ...m, status: 'open' as const, closed_at: null, closes_on: closesOn(m), total_cents: s.total_cents }] : [];
    });
  const closedAt = new Map(state.closed.map((m) => [monthKey(m), m.closed_at.toISOString()]));
  const closed = (await broadcasterStatements(q, broadcasterId)).map((s) => ({
    year: s.year,
    month: s.month,
    status: 'closed' as const,
    closed_at: closedAt.get(monthKey(s)) ?? null,
    closes_on: closesOn(s),
    total_cents: s.total_cents,
  }));
  return { results: [...open, ...closed] };
}

/** The broadcaster an admin names by username, or 404. */
export async function broadcasterNamed(q: Queryable, username: string): Promise<{ id: number; username: string }> {
  const found = await findBroadcaster(q, username);
  if (!found) throw notFound();
  return found;
}

/**
 * GET metrics/payments/'s estimate (spec 02 §3, decision 830): the month's statement total (closed
 * or live; 0 for a closed month without one); undefined for a month neither closed nor open.
 */
export async function estimatedTotalCents(q: Queryable, broadcasterId: number, ym: YearMonth, now: Date): Promise<number | undefined> {
  const stored = await storedStatement(q, ym, broadcasterId);
  if (stored) return stored.statement.total_cents;
  if (await findClosedMonth(q, ym)) return 0;
  const state = await closingState(q, now);
  if (compareMonths(ym, state.firstOpen) >= 0 && compareMonths(ym, monthOf(now)) <= 0) {
    return (await liveStatements(q, state, broadcasterId, ym)).get(monthKey(ym))?.total_cents ?? 0;
  }
  return undefined;
}
