import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { setApiKey } from '../repositories/account-repository.ts';
import { sha256 } from './tokens.ts';

/** The masked form shown afterwards: four bullets and the last four characters (decision 194). */
export function apiKeyHint(key: string): string {
  return `••••${key.slice(-4)}`;
}

/**
 * A new API key for the user, replacing any earlier one. Only its SHA-256 and a masked hint are
 * stored; the full key is answered once.
 */
export async function generateApiKey(db: Queryable, userId: number): Promise<string> {
  const key = randomBytes(24).toString('hex');
  await setApiKey(db, userId, sha256(key), apiKeyHint(key));
  return key;
}
