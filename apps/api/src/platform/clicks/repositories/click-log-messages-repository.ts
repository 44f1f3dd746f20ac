import type { Queryable } from '../../../db/db.ts';

/** SQL of the ids of the JetStream messages whose clicks are stored (migration 0030; decision 751). */

/**
 * Records `ids` as stored, in the transaction that stores their clicks; answers those not recorded
 * before (a message delivered again, or an id twice in the list, is answered once at most).
 */
export async function claimClickMessages(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ id: string }>(
    'INSERT INTO click_log_messages (id) SELECT unnest($1::text[]) ON CONFLICT (id) DO NOTHING RETURNING id',
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** Deletes the ids stored before `before` (the daily cleanup); answers how many. */
export async function deleteClickMessagesBefore(q: Queryable, before: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'WITH gone AS (DELETE FROM click_log_messages WHERE stored_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [before.toISOString()],
  );
  return row.n;
}
