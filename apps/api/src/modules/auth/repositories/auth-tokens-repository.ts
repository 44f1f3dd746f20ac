import type { Queryable } from '../../../db/db.ts';

/** How a sign-in token was earned: the account's password, or a provider's code (Twitch, YouTube). */
export type TokenOrigin = 'password' | 'provider';

/** What a stored sign-in token says about its sign-in (the key itself is stored only as a hash). */
export interface StoredToken {
  user_id: number;
  origin: TokenOrigin;
  stay_logged_in: boolean;
  created_at: Date;
}

export interface NewToken {
  userId: number;
  keyHash: string;
  origin: TokenOrigin;
  stayLoggedIn: boolean;
  now: Date;
}

/** The last use before which a token counts as idle too long, for each stay-logged-in choice. */
export interface IdleCutoffs {
  stayLoggedIn: Date;
  session: Date;
}

export async function insertToken(db: Queryable, token: NewToken): Promise<void> {
  await db.query(
    `INSERT INTO auth_tokens (user_id, key_hash, origin, stay_logged_in, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [token.userId, token.keyHash, token.origin, token.stayLoggedIn, token.now],
  );
}

/**
 * Stamps the use of a live token and answers it; undefined when no token has this hash or it has
 * been idle past its cutoff (the caller deletes it then).
 */
export async function stampLiveToken(db: Queryable, keyHash: string, now: Date, cutoffs: IdleCutoffs): Promise<StoredToken | undefined> {
  const rows = await db.query<StoredToken>(
    `UPDATE auth_tokens SET last_used_at = $2
      WHERE key_hash = $1 AND last_used_at > CASE WHEN stay_logged_in THEN $3::timestamptz ELSE $4::timestamptz END
      RETURNING user_id, origin, stay_logged_in, created_at`,
    [keyHash, now, cutoffs.stayLoggedIn, cutoffs.session],
  );
  return rows[0];
}

/** Whether a token with `keyHash` exists and is not idle past its cutoff; stamps nothing (an open event stream is no use). */
export async function tokenHashIsLive(db: Queryable, keyHash: string, cutoffs: IdleCutoffs): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM auth_tokens
      WHERE key_hash = $1 AND last_used_at > CASE WHEN stay_logged_in THEN $2::timestamptz ELSE $3::timestamptz END`,
    [keyHash, cutoffs.stayLoggedIn, cutoffs.session],
  );
  return rows.length > 0;
}

export async function deleteTokenByHash(db: Queryable, keyHash: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE key_hash = $1', [keyHash]);
}

/** Deletes every token of the user except the one with `keepHash` (none kept when undefined). */
export async function deleteUserTokens(db: Queryable, userId: number, keepHash?: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1 AND key_hash <> $2', [userId, keepHash ?? '']);
}

/** Deletes the user's tokens that are idle past their cutoff: nobody can use them any more. */
export async function deleteIdleUserTokens(db: Queryable, userId: number, cutoffs: IdleCutoffs): Promise<void> {
  await db.query(
    `DELETE FROM auth_tokens
      WHERE user_id = $1 AND last_used_at <= CASE WHEN stay_logged_in THEN $2::timestamptz ELSE $3::timestamptz END`,
    [userId, cutoffs.stayLoggedIn, cutoffs.session],
  );
}
