import { randomBytes } from 'node:crypto';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Queryable } from '../../db/db.ts';
import { HttpError } from '../../errors.ts';
import { clearApiKey, findUserIdByApiKeyHash, setApiKey } from './repositories/account-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { sha256, type Credential } from './tokens.ts';

/** The masked form shown afterwards: four bullets and the last four characters (decision 194). */
export function apiKeyHint(key: string): string {
  return `••••${key.slice(-4)}`;
}

/** What generateApiKey makes: 24 random bytes as 48 hex characters. */
export const API_KEY_PATTERN = /^[0-9a-f]{48}$/;

/**
 * Why this credential may not mint an API key for this user, or undefined when it may (decision 260):
 * a user with a password needs a token of a password sign-in made within the last `maxAgeMinutes`;
 * a user without one (a broadcaster of a provider) needs a confirmed email address.
 */
export function apiKeyRefusal(user: UserRow, credential: Credential | null, now: Date, maxAgeMinutes: number): string | undefined {
  if (credential?.scheme !== 'token') return serverMessages.apiKeyNotAllowed;
  if (user.password_hash === null) return user.email !== '' && user.email_verified ? undefined : serverMessages.apiKeyNeedsConfirmedEmail;
  const { origin, created_at } = credential.token;
  const recent = now.getTime() - new Date(created_at).getTime() <= maxAgeMinutes * 60_000;
  return origin === 'password' && recent ? undefined : serverMessages.apiKeyNeedsRecentSignIn;
}

/**
 * A new API key for the user, replacing any earlier one (which stops working), when the credential
 * may mint one; 403 otherwise. Only its SHA-256 and a masked hint are stored; the full key is
 * answered once (decisions 194, 230, 260).
 */
export async function generateApiKey(
  db: Queryable,
  user: UserRow,
  credential: Credential | null,
  rule: { now: Date; maxAgeMinutes: number },
): Promise<string> {
  const refusal = apiKeyRefusal(user, credential, rule.now, rule.maxAgeMinutes);
  if (refusal) throw new HttpError(403, { detail: refusal });
  const key = randomBytes(24).toString('hex');
  await setApiKey(db, user.id, sha256(key), apiKeyHint(key));
  return key;
}

/** The user an `Authorization: Api-Key <key>` header authenticates, or undefined. */
export async function userIdForApiKey(db: Queryable, key: string): Promise<number | undefined> {
  return findUserIdByApiKeyHash(db, sha256(key));
}

/** Ends the user's API key, if any. */
export async function revokeApiKey(db: Queryable, userId: number): Promise<void> {
  await clearApiKey(db, userId);
}
