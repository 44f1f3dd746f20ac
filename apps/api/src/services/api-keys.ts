import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { findUserIdByApiKeyHash, setApiKey } from '../repositories/account-repository.ts';
import { sha256 } from './tokens.ts';

/** The masked form shown afterwards: four bullets and the last four characters (decision 194). */
export function apiKeyHint(key: string): string {
  return `••••${key.slice(-4)}`;
}

/** What generateApiKey makes: 24 random bytes as 48 hex characters. */
export const API_KEY_PATTERN = /^[0-9a-f]{48}$/;

/**
 * A new API key for the user, replacing any earlier one (which stops working). Only its SHA-256
 * and a masked hint are stored; the full key is answered once (decisions 194, 230).
 */
export async function generateApiKey(db: Queryable, userId: number): Promise<string> {
  const key = randomBytes(24).toString('hex');
  await setApiKey(db, userId, sha256(key), apiKeyHint(key));
  return key;
}

/** The user an `Authorization: Api-Key <key>` header authenticates, or undefined. */
export async function userIdForApiKey(db: Queryable, key: string): Promise<number | undefined> {
  return findUserIdByApiKeyHash(db, sha256(key));
}
