import type { Queryable } from '../../db/db.ts';
import { HttpError } from '../../errors.ts';
import {
  countRecentFailures,
  deleteLoginFailure,
  deleteUserLoginFailures,
  insertLoginFailure,
  type FailureAccount,
} from './repositories/login-failures-repository.ts';

export type { FailureAccount };

/** At most 10 failed sign-ins for one account (or 50 from one IP) in 15 minutes. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Records a password check as a failure BEFORE the password is checked, then counts (decision 233):
 * attempts sent in parallel all see one another's rows, so no more than the limit ever reach the
 * password check. Over the limit → 429 with Retry-After, and the blocked attempt's own row is
 * removed again, so hammering a locked account does not keep it locked. A right password clears
 * the account's failures (`clearLoginFailures`); a wrong one leaves its row counted.
 *
 * The account is the user the typed login names, so the username and the email of one user share
 * one count; a login that names nobody is counted by its normalised text (decision 262).
 */
export async function recordAttemptOrThrottle(db: Queryable, account: FailureAccount, ip: string, now: Date): Promise<void> {
  const attempt = await insertLoginFailure(db, account, ip, now);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const counts = await countRecentFailures(db, account, ip, since);
  const limited =
    counts.by_account > MAX_FAILURES_PER_ACCOUNT ? counts.oldest_account : counts.by_ip > MAX_FAILURES_PER_IP ? counts.oldest_ip : null;
  if (!limited) return;
  await deleteLoginFailure(db, attempt);
  const retryAfter = Math.max(1, Math.ceil((new Date(limited).getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  throw new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfter} seconds.` },
    { 'Retry-After': String(retryAfter) },
  );
}

/** A right password: the user's counted failures are forgotten. */
export async function clearLoginFailures(db: Queryable, userId: number): Promise<void> {
  await deleteUserLoginFailures(db, userId);
}
