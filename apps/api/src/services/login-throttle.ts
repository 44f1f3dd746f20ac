import type { Queryable } from '../db/db.ts';
import { HttpError } from '../plugins/error-handler.ts';

/** At most 10 failed sign-ins for one account (or 50 from one IP) in 15 minutes. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Records a sign-in attempt as a failure BEFORE the password is checked, then counts (decision 233):
 * attempts sent in parallel all see one another's rows, so no more than the limit ever reach the
 * password check. Over the limit → 429 with Retry-After, and the blocked attempt's own row is
 * removed again, so hammering a locked account does not keep it locked. A successful sign-in clears
 * the account's failures (`clearLoginFailures`); a failed one leaves its row counted.
 */
export async function recordAttemptOrThrottle(db: Queryable, account: string, ip: string, now: Date): Promise<void> {
  const [attempt] = await db.query<{ id: string }>('INSERT INTO login_failures (account, ip, at) VALUES ($1, $2, $3) RETURNING id', [
    account,
    ip,
    now,
  ]);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const [row] = await db.query<{ by_account: number; by_ip: number; oldest_account: Date | null; oldest_ip: Date | null }>(
    `SELECT count(*) FILTER (WHERE account = $1)::int AS by_account,
            count(*) FILTER (WHERE ip = $2)::int AS by_ip,
            min(at) FILTER (WHERE account = $1) AS oldest_account,
            min(at) FILTER (WHERE ip = $2) AS oldest_ip
       FROM login_failures WHERE at > $3 AND (account = $1 OR ip = $2)`,
    [account, ip, since],
  );
  const limited =
    row.by_account > MAX_FAILURES_PER_ACCOUNT ? row.oldest_account : row.by_ip > MAX_FAILURES_PER_IP ? row.oldest_ip : null;
  if (!limited) return;
  await db.query('DELETE FROM login_failures WHERE id = $1', [attempt.id]);
  const retryAfter = Math.max(1, Math.ceil((new Date(limited).getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  throw new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfter} seconds.` },
    { 'Retry-After': String(retryAfter) },
  );
}

export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [account]);
}
