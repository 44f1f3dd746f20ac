import type { Queryable } from '../../../db/db.ts';
import type { FeeScheduleCents, PayoutFigures, PayoutLine, PayoutLineKind, YearMonth } from '../schemas/payout-types.ts';

/** Closed months and their statements (migration 0041): written once by the closing, then only read. */
export interface ClosedMonth extends YearMonth {
  closed_at: Date;
  fees: FeeScheduleCents;
}

export interface StoredStatement extends YearMonth {
  id: number;
  broadcaster_id: number;
  broadcaster_username: string;
  figures: PayoutFigures;
  earnings_cents: number;
  adjustments_cents: number;
  total_cents: number;
}

const PAYOUTS_LOCK = 8330;

/** Serialises closings across processes (decision 832), for the transaction. */
export async function lockPayouts(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${PAYOUTS_LOCK})`);
}

type MonthRow = {
  year: number;
  month: number;
  closed_at: Date | string;
  per_thousand_viewable_minutes_cents: number;
  per_click_cents: number;
  per_verified_conversion_cents: number;
};
const closedMonth = (r: MonthRow): ClosedMonth => ({
  year: Number(r.year),
  month: Number(r.month),
  closed_at: new Date(r.closed_at),
  fees: {
    per_thousand_viewable_minutes_cents: Number(r.per_thousand_viewable_minutes_cents),
    per_click_cents: Number(r.per_click_cents),
    per_verified_conversion_cents: Number(r.per_verified_conversion_cents),
  },
});

/** Every closed month, newest first. */
export async function closedMonths(q: Queryable): Promise<ClosedMonth[]> {
  return (await q.query<MonthRow>('SELECT * FROM payout_months ORDER BY year DESC, month DESC')).map(closedMonth);
}

export async function findClosedMonth(q: Queryable, ym: YearMonth): Promise<ClosedMonth | undefined> {
  const [row] = await q.query<MonthRow>('SELECT * FROM payout_months WHERE year = $1 AND month = $2', [ym.year, ym.month]);
  return row ? closedMonth(row) : undefined;
}

export async function insertClosedMonth(tx: Queryable, month: ClosedMonth): Promise<void> {
  await tx.query(
    `INSERT INTO payout_months (year, month, closed_at, per_thousand_viewable_minutes_cents, per_click_cents, per_verified_conversion_cents)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      month.year,
      month.month,
      month.closed_at,
      month.fees.per_thousand_viewable_minutes_cents,
      month.fees.per_click_cents,
      month.fees.per_verified_conversion_cents,
    ],
  );
}

/** Per month: how many statements and their total, newest first. */
export async function monthTotals(q: Queryable): Promise<Array<ClosedMonth & { statements: number; total_cents: number }>> {
  const rows = await q.query<MonthRow & { statements: string; total_cents: string }>(
    `SELECT m.*, count(s.id) AS statements, coalesce(sum(s.total_cents), 0)::text AS total_cents
     FROM payout_months m LEFT JOIN payout_statements s ON s.year = m.year AND s.month = m.month
     GROUP BY m.year, m.month ORDER BY m.year DESC, m.month DESC`,
  );
  return rows.map((r) => ({ ...closedMonth(r), statements: Number(r.statements), total_cents: Number(r.total_cents) }));
}

type StatementRow = Omit<StoredStatement, 'figures'> & PayoutFigures;
const n = (v: unknown) => Number(v);
const storedStatement = (r: StatementRow): StoredStatement => ({
  id: n(r.id),
  year: n(r.year),
  month: n(r.month),
  broadcaster_id: n(r.broadcaster_id),
  broadcaster_username: r.broadcaster_username,
  figures: {
    viewable_minutes: n(r.viewable_minutes),
    counted_clicks: n(r.counted_clicks),
    held_clicks: n(r.held_clicks),
    payable_clicks: n(r.payable_clicks),
    verified_conversions: n(r.verified_conversions),
    unverified_conversions: n(r.unverified_conversions),
  },
  earnings_cents: n(r.earnings_cents),
  adjustments_cents: n(r.adjustments_cents),
  total_cents: n(r.total_cents),
});

/** A month's statements (all broadcasters, or one), by username. */
export async function monthStatements(q: Queryable, ym: YearMonth, broadcasterId: number | null = null): Promise<StoredStatement[]> {
  const rows = await q.query<StatementRow>(
    `SELECT * FROM payout_statements WHERE year = $1 AND month = $2 AND ($3::int IS NULL OR broadcaster_id = $3)
     ORDER BY lower(broadcaster_username), broadcaster_id`,
    [ym.year, ym.month, broadcasterId],
  );
  return rows.map(storedStatement);
}

/** A broadcaster's closed statements, newest first. */
export async function broadcasterStatements(q: Queryable, broadcasterId: number): Promise<StoredStatement[]> {
  const rows = await q.query<StatementRow>('SELECT * FROM payout_statements WHERE broadcaster_id = $1 ORDER BY year DESC, month DESC', [
    broadcasterId,
  ]);
  return rows.map(storedStatement);
}

type LineRow = {
  statement_id: string;
  kind: PayoutLineKind;
  description: string;
  quantity: string | null;
  rate_cents: number | null;
  amount_cents: string;
  reason: string | null;
  refers_year: number | null;
  refers_month: number | null;
};

/** The lines of statements in order, by statement id. */
export async function statementLinesOf(q: Queryable, ids: readonly number[]): Promise<Map<number, PayoutLine[]>> {
  const out = new Map<number, PayoutLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await q.query<LineRow>(
    'SELECT * FROM payout_statement_lines WHERE statement_id = ANY($1::bigint[]) ORDER BY statement_id, position',
    [ids],
  );
  for (const r of rows) {
    out.get(n(r.statement_id))?.push({
      kind: r.kind,
      description: r.description,
      quantity: r.quantity === null ? null : n(r.quantity),
      rate_cents: r.rate_cents === null ? null : n(r.rate_cents),
      amount_cents: n(r.amount_cents),
      reason: r.reason,
      refers_to: r.refers_year === null ? null : { year: n(r.refers_year), month: n(r.refers_month) },
    });
  }
  return out;
}

/** Inserts a statement with its lines (the total is checked against the lines at commit by the database). */
export async function insertStatement(tx: Queryable, s: Omit<StoredStatement, 'id'>, lines: readonly PayoutLine[]): Promise<number> {
  const f = s.figures;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO payout_statements (year, month, broadcaster_id, broadcaster_username, viewable_minutes, counted_clicks, held_clicks,
       payable_clicks, verified_conversions, unverified_conversions, earnings_cents, adjustments_cents, total_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      s.year,
      s.month,
      s.broadcaster_id,
      s.broadcaster_username,
      f.viewable_minutes,
      f.counted_clicks,
      f.held_clicks,
      f.payable_clicks,
      f.verified_conversions,
      f.unverified_conversions,
      s.earnings_cents,
      s.adjustments_cents,
      s.total_cents,
    ],
  );
  const id = n(row.id);
  const rows = lines.map((l, i) => ({
    position: i + 1,
    kind: l.kind,
    description: l.description,
    quantity: l.quantity,
    rate_cents: l.rate_cents,
    amount_cents: l.amount_cents,
    reason: l.reason,
    refers_year: l.refers_to?.year ?? null,
    refers_month: l.refers_to?.month ?? null,
    delta_viewable_minutes: l.deltas?.viewable_minutes ?? null,
    delta_payable_clicks: l.deltas?.payable_clicks ?? null,
    delta_verified_conversions: l.deltas?.verified_conversions ?? null,
    adjustment_id: l.adjustment_id ?? null,
  }));
  // One statement for all the lines (a closing writes one statement per broadcaster).
  await tx.query(
    `INSERT INTO payout_statement_lines (statement_id, position, kind, description, quantity, rate_cents, amount_cents, reason,
       refers_year, refers_month, delta_viewable_minutes, delta_payable_clicks, delta_verified_conversions, adjustment_id)
     SELECT $1, r.position, r.kind, r.description, r.quantity, r.rate_cents, r.amount_cents, r.reason, r.refers_year, r.refers_month,
            r.delta_viewable_minutes, r.delta_payable_clicks, r.delta_verified_conversions, r.adjustment_id
     FROM jsonb_to_recordset($2::jsonb) AS r(position integer, kind text, description text, quantity bigint, rate_cents integer,
       amount_cents bigint, reason text, refers_year integer, refers_month integer, delta_viewable_minutes bigint,
       delta_payable_clicks bigint, delta_verified_conversions bigint, adjustment_id bigint)`,
    [id, JSON.stringify(rows)],
  );
  return id;
}
