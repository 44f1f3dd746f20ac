import type { Queryable } from '../db/db.ts';
import { throttled } from '../plugins/error-handler.ts';
import {
  countRecentRequests,
  deleteLimitedRequest,
  deleteRequestsBefore,
  recordLimitedRequest,
  uncountForAddress,
  type LimitedAction,
} from '../repositories/limited-requests-repository.ts';

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
 * Counts a request for its address and its IP (decision 273), the way the sign-in throttle does
 * (decision 233): the request is recorded first and then counted with every other recent one, so
 * requests sent in parallel see each other and no more than the limit pass.
 * - IP over its limit: the request is removed again and 429 thrown (it never reaches the address).
 * - Address over its limit: the request stays counted for its IP only, and `addressOver` is true;
 *   the caller decides the answer, which must not depend on whether the address has an account.
 * Whether an account exists plays no part here.
 */
export async function countLimitedRequest(
  db: Queryable,
  action: LimitedAction,
  limit: RequestLimit,
  client: { address: string; ip: string },
  now: Date,
): Promise<{ addressOver: false } | { addressOver: true; waitSeconds: number }> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  await deleteRequestsBefore(db, action, since);
  const address = countedAddress(client.address);
  const id = await recordLimitedRequest(db, { action, address, ip: client.ip, at: now });
  const recent = await countRecentRequests(db, { action, address, ip: client.ip, since });
  if (recent.byIp > limit.perIp) {
    await deleteLimitedRequest(db, id);
    throw throttled(waitUntil(recent.oldestByIp, limit.windowSeconds, now));
  }
  if (recent.byAddress > limit.perAddress) {
    await uncountForAddress(db, id);
    return { addressOver: true, waitSeconds: Math.max(1, Math.ceil(waitUntil(recent.oldestByAddress, limit.windowSeconds, now))) };
  }
  return { addressOver: false };
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
