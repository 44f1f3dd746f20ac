import { createHmac, timingSafeEqual } from 'node:crypto';

/** A reset link works for 3 days, as Django's PASSWORD_RESET_TIMEOUT (decision 191). */
export const RESET_TOKEN_SECONDS = 3 * 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 300;

/** What a reset token is bound to: any change to these (a new password, a sign-in) kills it. */
export interface ResetTokenUser {
  id: number;
  email: string;
  password_hash: string;
  last_login: Date | string | null;
}

/** Django's `urlsafe_base64_encode(str(pk))`. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The user id of a uid, or undefined unless it is exactly what `encodeUid` makes. */
export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 && encodeUid(id) === uid ? id : undefined;
}

function signature(secret: string, user: ResetTokenUser, timestamp: number): string {
  const login = user.last_login ? Math.floor(new Date(user.last_login).getTime() / 1000) : '';
  const value = [user.id, user.password_hash, login, timestamp, user.email.toLowerCase()].join('|');
  return createHmac('sha256', `advocate.password-reset:${secret}`).update(value).digest('hex').slice(0, 32);
}

/** `<timestamp base36>-<HMAC-SHA256 hex, 32 characters>`, timestamp in seconds since 1970. */
export function makeResetToken(secret: string, user: ResetTokenUser, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `${timestamp.toString(36)}-${signature(secret, user, timestamp)}`;
}

/** True when the token was made for this user as it is now, within the last 3 days. */
export function checkResetToken(secret: string, user: ResetTokenUser, token: string, now: Date): boolean {
  const match = /^([0-9a-z]{1,13})-([0-9a-f]{32})$/.exec(token);
  if (!match) return false;
  const timestamp = parseInt(match[1], 36);
  if (!Number.isSafeInteger(timestamp)) return false;
  const expected = Buffer.from(signature(secret, user, timestamp));
  if (!timingSafeEqual(expected, Buffer.from(match[2]))) return false;
  const age = Math.floor(now.getTime() / 1000) - timestamp;
  // A few minutes of clock difference between API instances are tolerated.
  return age >= -CLOCK_SKEW_SECONDS && age <= RESET_TOKEN_SECONDS;
}
