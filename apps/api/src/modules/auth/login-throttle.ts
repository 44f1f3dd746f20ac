import type { Queryable } from '../../db/db.ts';
import { HttpError, throttled } from '../../errors.ts';
import type { SharedLimits } from '../../platform/limits/shared-limits.ts';
import {
  countRecentFailures,
  deleteLoginFailure,
  deleteUserLoginFailures,
  insertLoginFailure,
  type FailureAccount,
} from './repositories/login-failures-repository.ts';

export type { FailureAccount };

/** Where sign-in failures count: the database, or Redis when REDIS_URL is set (decision 740). */
export interface ThrottleContext {
  db: Queryable;
  limits: SharedLimits;
}

/** Seconds a sign-in is told to wait when its failures cannot be counted (Redis away: it fails closed). */
export const SIGN_IN_UNCOUNTED_WAIT_SECONDS = 60;

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
export async function recordAttemptOrThrottle(ctx: ThrottleContext, account: FailureAccount, ip: string, now: Date): Promise<void> {
  if (ctx.limits.redis) return recordAttemptInRedis(ctx.limits, account, ip, now);
  const { db } = ctx;
  const attempt = await insertLoginFailure(db, account, ip, now);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const counts = await countRecentFailures(db, account, ip, since);
  const limited =
    counts.by_account > MAX_FAILURES_PER_ACCOUNT ? counts.oldest_account : counts.by_ip > MAX_FAILURES_PER_IP ? counts.oldest_ip : null;
  if (!limited) return;
  await deleteLoginFailure(db, attempt);
  throw throttledUntil(new Date(limited), now);
}

/** 429 until `oldest` leaves the window. */
function throttledUntil(oldest: Date, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  return new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfter} seconds.` },
    { 'Retry-After': String(retryAfter) },
  );
}

/** The account's and the IP's failure windows in Redis. */
const redisKeys = (limits: SharedLimits, account: FailureAccount, ip: string) => ({
  account: accountKey(limits, account),
  ip: limits.key('sign-in', 'ip', ip),
});
const accountKey = (limits: SharedLimits, account: FailureAccount) =>
  account.userId === undefined ? limits.key('sign-in', 'login', account.login) : limits.key('sign-in', 'user', account.userId);

/**
 * The same count in Redis (decision 740), shared by every instance: the attempt is recorded in
 * the account's and the IP's windows, and over either limit removed again and answered 429. When
 * Redis cannot be reached the sign-in fails closed: 429, counted and logged.
 */
async function recordAttemptInRedis(limits: SharedLimits, account: FailureAccount, ip: string, now: Date): Promise<void> {
  const keys = redisKeys(limits, account, ip);
  let counted: { over: number; oldest: Date };
  try {
    counted = await limits.recordThenCheck(
      [keys.account, keys.ip],
      [MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP],
      THROTTLE_WINDOW_SECONDS * 1000,
      now,
    );
  } catch (error) {
    limits.failures.record('sign-in', 'closed', error);
    throw throttled(SIGN_IN_UNCOUNTED_WAIT_SECONDS);
  }
  if (counted.over >= 0) throw throttledUntil(counted.oldest, now);
}

/**
 * A right password: the user's counted failures are forgotten (in Redis, also from the IPs' windows
 * they were counted in). A Redis failure here leaves them counted, which is logged and counted too.
 */
export async function clearLoginFailures(ctx: ThrottleContext, userId: number): Promise<void> {
  const { limits } = ctx;
  if (!limits.redis) return deleteUserLoginFailures(ctx.db, userId);
  await limits
    .forgetKey(accountKey(limits, { userId, login: '' }))
    .catch((error: unknown) => limits.failures.record('sign-in', 'closed', error));
}
