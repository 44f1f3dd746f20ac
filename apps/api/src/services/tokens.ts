import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** 160 random bits as 40 hex characters, like DRF's token keys. */
export function newKey(): string {
  return randomBytes(20).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Creates a sign-in token for the user; only its hash is stored. */
export async function issueToken(db: Queryable, userId: number): Promise<string> {
  const key = newKey();
  await db.query('INSERT INTO auth_tokens (user_id, key_hash) VALUES ($1, $2)', [userId, sha256(key)]);
  return key;
}

/** The user id a token key belongs to, or undefined. */
export async function userIdForToken(db: Queryable, key: string): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    `UPDATE auth_tokens SET last_used_at = now() WHERE key_hash = $1 RETURNING user_id`,
    [sha256(key)],
  );
  return rows[0]?.user_id;
}

export async function revokeToken(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE key_hash = $1', [sha256(key)]);
}

/** Revokes every token of the user except `keepKey` (password change or reset). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepKey?: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1 AND key_hash <> $2', [userId, keepKey ? sha256(keepKey) : '']);
}
