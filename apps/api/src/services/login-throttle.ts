import type { Queryable } from '../db/db.ts';
import { HttpError } from '../plugins/error-handler.ts';

/** At most 10 failed sign-ins for one account (or 50 from one IP) in 15 minutes. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/** 429 with Retry-After when the account or the IP has failed too often in the window. */
export async function assertNotThrottled(db: Queryable, account: string, ip: string, now: Date): Promise<void> {
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
    row.by_account >= MAX_FAILURES_PER_ACCOUNT ? row.oldest_account : row.by_ip >= MAX_FAILURES_PER_IP ? row.oldest_ip : null;
  if (!limited) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(limited).getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  throw new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfter} seconds.` },
    { 'Retry-After': String(retryAfter) },
  );
}

export async function recordLoginFailure(db: Queryable, account: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_failures (account, ip) VALUES ($1, $2)', [account, ip]);
}

export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [account]);
}
