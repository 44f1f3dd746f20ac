import type { Queryable } from '../../../db/db.ts';
import type { PaidFigures, YearMonth } from '../schemas/payout-types.ts';

/** What closed statements already settled: the figures paid for a month, and debts carried out of it. */
const n = (v: unknown) => Number(v);

/**
 * What was paid for month `ym` per broadcaster: its statement's paid figures plus every correction
 * made to it since (decision 831).
 */
export async function paidFigures(q: Queryable, ym: YearMonth, broadcasterId: number | null): Promise<Map<number, PaidFigures>> {
  const rows = await q.query<{ broadcaster_id: number; vm: string; pc: string; vc: string }>(
    `SELECT broadcaster_id, sum(vm)::text AS vm, sum(pc)::text AS pc, sum(vc)::text AS vc FROM (
       SELECT broadcaster_id, viewable_minutes AS vm, payable_clicks AS pc, verified_conversions AS vc
       FROM payout_statements WHERE year = $1 AND month = $2
       UNION ALL
       SELECT s.broadcaster_id, l.delta_viewable_minutes, l.delta_payable_clicks, l.delta_verified_conversions
       FROM payout_statement_lines l JOIN payout_statements s ON s.id = l.statement_id
       WHERE l.kind = 'correction' AND l.refers_year = $1 AND l.refers_month = $2
     ) known WHERE ($3::int IS NULL OR broadcaster_id = $3) GROUP BY broadcaster_id`,
    [ym.year, ym.month, broadcasterId],
  );
  return new Map(
    rows.map((r) => [n(r.broadcaster_id), { viewable_minutes: n(r.vm), payable_clicks: n(r.pc), verified_conversions: n(r.vc) }]),
  );
}

/** What each broadcaster's statement of month `ym` carried forward (cents > 0). */
export async function carriedForward(q: Queryable, ym: YearMonth, broadcasterId: number | null): Promise<Map<number, number>> {
  const rows = await q.query<{ broadcaster_id: number; amount: string }>(
    `SELECT s.broadcaster_id, l.amount_cents::text AS amount FROM payout_statement_lines l
     JOIN payout_statements s ON s.id = l.statement_id
     WHERE l.kind = 'carried_forward' AND s.year = $1 AND s.month = $2 AND ($3::int IS NULL OR s.broadcaster_id = $3)`,
    [ym.year, ym.month, broadcasterId],
  );
  return new Map(rows.map((r) => [n(r.broadcaster_id), n(r.amount)]));
}
