import { payoutAdjustmentErrors, payoutAdjustmentMessages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordActivity } from '../activity/index.ts';
import type { UserRow } from '../shared/index.ts';
import {
  deletePendingAdjustment,
  findAdjustment,
  insertAdjustment,
  pendingAdjustments,
  type AdjustmentRow,
} from './repositories/payout-adjustments-repository.ts';
import { findBroadcaster } from './repositories/payout-figures-repository.ts';
import { lockPayouts } from './repositories/payout-statements-repository.ts';
import type { PayoutAdjustmentBody } from './schemas/payout-request-schemas.ts';
import type { PayoutAdjustmentAnswer } from './schemas/payout-schemas.ts';

/** Manual adjustments (decision 834): admins add them with a reason; the next closing applies them. */
const answer = (a: AdjustmentRow): PayoutAdjustmentAnswer => ({
  id: a.id,
  broadcaster: { id: a.broadcaster_id, username: a.broadcaster_username },
  amount_cents: a.amount_cents,
  reason: a.reason,
  created_at: a.created_at.toISOString(),
  created_by: { id: a.created_by, email: a.created_by_email },
});

/** What the activity log keeps of an adjustment. */
const values = (a: AdjustmentRow) => ({ broadcaster: a.broadcaster_username, amount_cents: a.amount_cents, reason: a.reason });

/** GET payout-adjustments/: the pending adjustments, oldest first. */
export async function listPendingAdjustments(q: Queryable): Promise<{ results: PayoutAdjustmentAnswer[] }> {
  return { results: (await pendingAdjustments(q, null)).map(answer) };
}

/** POST payout-adjustments/: 400 with the lib's messages for a bad body, changing nothing. */
export async function createAdjustment(
  db: Db,
  user: UserRow,
  body: PayoutAdjustmentBody | undefined,
  now: Date,
): Promise<PayoutAdjustmentAnswer> {
  const input = body ?? {};
  const errors = payoutAdjustmentErrors(input);
  const broadcaster =
    typeof input.broadcaster === 'string' && input.broadcaster.trim() ? await findBroadcaster(db, input.broadcaster.trim()) : undefined;
  if (!errors.broadcaster && !broadcaster) errors.broadcaster = [payoutAdjustmentMessages.unknownBroadcaster];
  if (Object.keys(errors).length > 0 || !broadcaster) throw badRequest(errors);
  const created = await db.transaction(async (tx) => {
    // After a closing in progress, never inside it: it applies what was pending when it began.
    await lockPayouts(tx);
    const id = await insertAdjustment(tx, {
      broadcasterId: broadcaster.id,
      amountCents: input.amount_cents as number,
      reason: String(input.reason).trim(),
      createdAt: now,
      createdBy: user.id,
      createdByEmail: user.email,
    });
    const row = (await findAdjustment(tx, id)) as AdjustmentRow;
    await recordActivity(tx, user.id, {
      kind: 'payouts',
      action: 'adjustment_created',
      place: { teamIds: [] },
      subject: row.broadcaster_username,
      before: null,
      after: values(row),
    });
    return row;
  });
  return answer(created);
}

/** DELETE payout-adjustments/{id}/: a pending one only; an applied or unknown one is 404. */
export async function deleteAdjustment(db: Db, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // A closing applying this adjustment finishes first; then it is applied and not deleted.
    await lockPayouts(tx);
    const row = await findAdjustment(tx, id);
    if (!row || row.applied || !(await deletePendingAdjustment(tx, id))) throw notFound();
    await recordActivity(tx, user.id, {
      kind: 'payouts',
      action: 'adjustment_deleted',
      place: { teamIds: [] },
      subject: row.broadcaster_username,
      before: values(row),
      after: null,
    });
  });
}
