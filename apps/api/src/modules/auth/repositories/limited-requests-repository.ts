import type { Queryable } from '../../../db/db.ts';

/** The requests counted per address and per IP (decision 273). */
export type LimitedAction = 'password-reset' | 'registration';

export interface RecentRequests {
  byAddress: number;
  byIp: number;
  oldestByAddress: Date | null;
  oldestByIp: Date | null;
}

/**
 * Waits for, then holds until the transaction ends, the lock of `action`'s counts: the requests of
 * one action are counted one at a time, so parallel ones see each other (decision 273).
 */
export async function lockLimitedRequests(tx: Queryable, action: LimitedAction): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('limited_requests:' || $1))", [action]);
}

/** Records one request (`address` null: counted for its IP only); answers its row id. */
export async function recordLimitedRequest(
  db: Queryable,
  request: { action: LimitedAction; address: string | null; ip: string; at: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO limited_requests (action, address, ip, at) VALUES ($1, $2, $3, $4) RETURNING id',
    [request.action, request.address, request.ip, request.at],
  );
  return row.id;
}

/** The requests of `action` after `since` for the address and for the IP, with the oldest of each. */
export async function countRecentRequests(
  db: Queryable,
  query: { action: LimitedAction; address: string; ip: string; since: Date },
): Promise<RecentRequests> {
  const [row] = await db.query<{ by_address: number; by_ip: number; oldest_address: Date | null; oldest_ip: Date | null }>(
    `SELECT count(*) FILTER (WHERE address = $2)::int AS by_address,
            count(*) FILTER (WHERE ip = $3)::int AS by_ip,
            min(at) FILTER (WHERE address = $2) AS oldest_address,
            min(at) FILTER (WHERE ip = $3) AS oldest_ip
       FROM limited_requests WHERE action = $1 AND at > $4 AND (address = $2 OR ip = $3)`,
    [query.action, query.address, query.ip, query.since],
  );
  return { byAddress: row.by_address, byIp: row.by_ip, oldestByAddress: row.oldest_address, oldestByIp: row.oldest_ip };
}

/** Drops the requests of `action` no window counts any more. */
export async function deleteRequestsBefore(db: Queryable, action: LimitedAction, before: Date): Promise<void> {
  await db.query('DELETE FROM limited_requests WHERE action = $1 AND at <= $2', [action, before]);
}
