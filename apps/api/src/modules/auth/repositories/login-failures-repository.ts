import type { Queryable } from '../../../db/db.ts';

/**
 * Whose failures count together: the user the typed login named, or, when it named nobody, the
 * normalised typed login itself (decision 262).
 */
export interface FailureAccount {
  userId: number | undefined;
  login: string;
}

export interface FailureCounts {
  by_account: number;
  by_ip: number;
  oldest_account: Date | null;
  oldest_ip: Date | null;
}

/** Records one attempt as a failure; answers its row id. */
export async function insertLoginFailure(db: Queryable, account: FailureAccount, ip: string, at: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO login_failures (account, user_id, ip, at) VALUES ($1, $2, $3, $4) RETURNING id',
    [account.login, account.userId ?? null, ip, at],
  );
  return row.id;
}

/** The failures after `since` of the account and of the IP, with the oldest of each. */
export async function countRecentFailures(db: Queryable, account: FailureAccount, ip: string, since: Date): Promise<FailureCounts> {
  // Two spellings of "this account", so each can use its own index.
  const [ofAccount, key] =
    account.userId === undefined ? ['(user_id IS NULL AND account = $1)', account.login] : ['user_id = $1::int', account.userId];
  const [row] = await db.query<FailureCounts>(
    `SELECT count(*) FILTER (WHERE ${ofAccount})::int AS by_account,
            count(*) FILTER (WHERE ip = $2)::int AS by_ip,
            min(at) FILTER (WHERE ${ofAccount}) AS oldest_account,
            min(at) FILTER (WHERE ip = $2) AS oldest_ip
       FROM login_failures WHERE at > $3 AND (${ofAccount} OR ip = $2)`,
    [key, ip, since],
  );
  return row;
}

export async function deleteLoginFailure(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

/** Forgets every failure counted against the user. */
export async function deleteUserLoginFailures(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE user_id = $1', [userId]);
}
