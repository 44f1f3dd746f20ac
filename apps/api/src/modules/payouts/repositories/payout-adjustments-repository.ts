import type { Queryable } from '../../../db/db.ts';
import type { YearMonth } from '../schemas/payout-types.ts';

/** Manual adjustments (migration 0041): pending until a closing applies them. */
export interface AdjustmentRow {
  id: number;
  broadcaster_id: number;
  broadcaster_username: string;
  amount_cents: number;
  reason: string;
  created_at: Date;
  created_by: number | null;
  created_by_email: string;
  applied: boolean;
}

const SELECT = `SELECT a.id, a.broadcaster_id, u.username AS broadcaster_username, a.amount_cents, a.reason, a.created_at,
  a.created_by, a.created_by_email, a.applied_year IS NOT NULL AS applied
  FROM payout_adjustments a JOIN users u ON u.id = a.broadcaster_id`;

const adjustment = (r: Record<string, unknown>): AdjustmentRow => ({
  id: Number(r.id),
  broadcaster_id: Number(r.broadcaster_id),
  broadcaster_username: String(r.broadcaster_username),
  amount_cents: Number(r.amount_cents),
  reason: String(r.reason),
  created_at: new Date(r.created_at as string),
  created_by: r.created_by === null ? null : Number(r.created_by),
  created_by_email: String(r.created_by_email),
  applied: Boolean(r.applied),
});

/** Pending adjustments, oldest first (of one broadcaster, or all), created before `before` when given. */
export async function pendingAdjustments(q: Queryable, broadcasterId: number | null, before: Date | null = null): Promise<AdjustmentRow[]> {
  const rows = await q.query(
    `${SELECT} WHERE a.applied_year IS NULL AND ($1::int IS NULL OR a.broadcaster_id = $1)
       AND ($2::timestamptz IS NULL OR a.created_at < $2) ORDER BY a.created_at, a.id`,
    [broadcasterId, before],
  );
  return rows.map(adjustment);
}

export async function findAdjustment(q: Queryable, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await q.query(`${SELECT} WHERE a.id = $1`, [id]);
  return row ? adjustment(row) : undefined;
}

export async function insertAdjustment(
  tx: Queryable,
  a: { broadcasterId: number; amountCents: number; reason: string; createdAt: Date; createdBy: number; createdByEmail: string },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO payout_adjustments (broadcaster_id, amount_cents, reason, created_at, created_by, created_by_email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [a.broadcasterId, a.amountCents, a.reason, a.createdAt, a.createdBy, a.createdByEmail],
  );
  return Number(row.id);
}

/** Deletes a pending adjustment; answers whether one was deleted (an applied one never is). */
export async function deletePendingAdjustment(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM payout_adjustments WHERE id = $1 AND applied_year IS NULL RETURNING id', [id]);
  return rows.length > 0;
}

/** Marks adjustments applied by the closing of `ym`. */
export async function markAdjustmentsApplied(tx: Queryable, ids: readonly number[], ym: YearMonth): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    'UPDATE payout_adjustments SET applied_year = $2, applied_month = $3 WHERE id = ANY($1::bigint[]) AND applied_year IS NULL',
    [ids, ym.year, ym.month],
  );
}
