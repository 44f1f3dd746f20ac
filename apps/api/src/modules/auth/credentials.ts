import type { Queryable } from '../../db/db.ts';
import { revokeApiKey } from './api-keys.ts';
import { revokeOtherTokens } from './tokens.ts';

/**
 * After a password reset or change, or an email change: every credential of the user ends but the
 * session that made the change (`keepTokenKey`; none after a reset) — the other sign-in tokens and
 * the API key (decisions 260, 264). Call it in the transaction of the change.
 */
export async function endOtherCredentials(db: Queryable, userId: number, keepTokenKey?: string | null): Promise<void> {
  await revokeOtherTokens(db, userId, keepTokenKey);
  await revokeApiKey(db, userId);
}
