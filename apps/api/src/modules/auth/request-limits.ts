import type { Db } from '../../db/db.ts';
import { throttled } from '../../errors.ts';
import type { SharedLimits } from '../../platform/limits/shared-limits.ts';
import {
  countRecentRequests,
  deleteRequestsBefore,
  lockLimitedRequests,
  recordLimitedRequest,
  type LimitedAction,
} from './repositories/limited-requests-repository.ts';

/** How many requests of an action one address and one IP may make per window. */
export interface RequestLimit {
  perAddress: number;
  perIp: number;
  windowSeconds: number;
}

export const HOUR_SECONDS = 60 * 60;

/** The address as it is counted: one address whatever its case or surrounding spaces. */
export const countedAddress = (email: string) => email.trim().toLowerCase();

const waitUntil = (oldest: Date | null, windowSeconds: number, now: Date) =>
  oldest ? (new Date(oldest).getTime() + windowSeconds * 1000 - now.getTime()) / 1000 : windowSeconds;

/**
 * Counts a request for its address and its IP (decision 273). The requests of one action are
 * counted one at a time under a transaction lock, so requests sent in parallel see each other and
 * no more than the limit pass, and at least the limit do.
 * - IP at its limit: nothing is recorded and 429 thrown (the request never reaches the address).
 * - Address at its limit: the request is recorded for its IP only, and `addressOver` is true;
 *   the caller decides the answer, which must not depend on whether the address has an account.
 * Whether an account exists plays no part here.
 */
export async function countLimitedRequest(
  ctx: { db: Db; limits: SharedLimits },
  action: LimitedAction,
  limit: RequestLimit,
  client: { address: string; ip: string },
  now: Date,
): Promise<{ addressOver: false } | { addressOver: true; waitSeconds: number }> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const address = countedAddress(client.address);
  const counted = ctx.limits.redis
    ? await countInRedis(ctx.limits, action, limit, { address, ip: client.ip }, now)
    : await countInDatabase(ctx.db, action, limit, { address, ip: client.ip }, { now, since });
  if (counted.over === 'ip') throw throttled(waitUntil(counted.oldest, limit.windowSeconds, now));
  if (counted.over === 'address') {
    return { addressOver: true, waitSeconds: Math.max(1, Math.ceil(waitUntil(counted.oldest, limit.windowSeconds, now))) };
  }
  return { addressOver: false };
}

type Counted = { over: 'ip' | 'address'; oldest: Date | null } | { over: null };

/** Seconds a request is told to wait when it cannot be counted (Redis away: these limits fail closed). */
export const UNCOUNTED_WAIT_SECONDS = 60;

/**
 * The same count in Redis, shared by every instance (decision 740): the IP's window is the gate,
 * the address's the soft limit, both in one script. Redis away: 429, counted and logged.
 */
async function countInRedis(
  limits: SharedLimits,
  action: LimitedAction,
  limit: RequestLimit,
  client: { address: string; ip: string },
  now: Date,
): Promise<Counted> {
  try {
    const counted = await limits.checkThenRecord(
      { key: limits.key(action, 'ip', client.ip), max: limit.perIp },
      { key: limits.key(action, 'address', client.address), max: limit.perAddress },
      limit.windowSeconds * 1000,
      now,
    );
    if (counted.over === null) return { over: null };
    return { over: counted.over === 'gate' ? 'ip' : 'address', oldest: counted.oldest };
  } catch (error) {
    limits.failures.record(action, 'closed', error);
    throw throttled(UNCOUNTED_WAIT_SECONDS);
  }
}

async function countInDatabase(
  db: Db,
  action: LimitedAction,
  limit: RequestLimit,
  client: { address: string; ip: string },
  { now, since }: { now: Date; since: Date },
): Promise<Counted> {
  const { address } = client;
  return db.transaction(async (tx) => {
    await lockLimitedRequests(tx, action);
    await deleteRequestsBefore(tx, action, since);
    const recent = await countRecentRequests(tx, { action, address, ip: client.ip, since });
    if (recent.byIp >= limit.perIp) return { over: 'ip' as const, oldest: recent.oldestByIp };
    const addressOver = recent.byAddress >= limit.perAddress;
    await recordLimitedRequest(tx, { action, address: addressOver ? null : address, ip: client.ip, at: now });
    return addressOver ? { over: 'address' as const, oldest: recent.oldestByAddress } : { over: null };
  });
}

/** The reset and sign-up limits of the configuration. */
export function configuredLimits(config: {
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: number;
  RESET_REQUESTS_PER_IP_PER_HOUR: number;
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: number;
  REGISTRATIONS_PER_IP_PER_HOUR: number;
}): Record<LimitedAction, RequestLimit> {
  return {
    'password-reset': {
      perAddress: config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
      perIp: config.RESET_REQUESTS_PER_IP_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    },
    registration: {
      perAddress: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      perIp: config.REGISTRATIONS_PER_IP_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    },
  };
}
