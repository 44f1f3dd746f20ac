import { toMillis, type DateInput } from './instant.ts';
import { seconds, type Seconds } from './units.ts';

const unit = (n: number, name: string): string => `${n} ${name}${n === 1 ? '' : 's'}`;

/**
 * Invite link countdown (spec 01 §4, §9): whole days when over 86400 s, else whole hours when
 * over 3600 s, else minutes rounded up (so a live link never reads '0 minutes'); '0 minutes' once
 * expired. Singular for 1. See docs/decisions/130.
 * @example inviteExpiry(seconds(3 * 86400 + 5)) // '3 days'
 * @example inviteExpiry(seconds(5 * 3600 + 60)) // '5 hours'
 * @example inviteExpiry(seconds(12 * 60)) // '12 minutes'
 */
export function inviteExpiry(remaining: Seconds): string {
  const s = Number.isFinite(remaining) ? remaining : 0;
  if (s <= 0) return unit(0, 'minute');
  if (s > 86_400) return unit(Math.floor(s / 86_400), 'day');
  if (s > 3_600) return unit(Math.floor(s / 3_600), 'hour');
  return unit(Math.ceil(s / 60), 'minute');
}

/**
 * Seconds left until an invite link's `expires_at`, never below 0.
 * @example inviteExpiry(inviteSecondsLeft(link.expires_at, now))
 */
export function inviteSecondsLeft(expiresAt: DateInput, now: DateInput): Seconds {
  const left = Math.floor((toMillis(expiresAt) - toMillis(now)) / 1000);
  return seconds(Number.isFinite(left) ? Math.max(0, left) : 0);
}
