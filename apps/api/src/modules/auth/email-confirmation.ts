import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { consumeEmailConfirmation, insertEmailConfirmation, markEmailVerified } from './repositories/account-repository.ts';
import { sha256 } from './tokens.ts';

/** A confirmation link works for 3 days, as django-allauth's default (decision 190). */
export const EMAIL_CONFIRMATION_DAYS = 3;

/** Creates a confirmation for `email`; answers the key for the link (only its hash is stored). */
export async function createEmailConfirmation(db: Queryable, userId: number, email: string): Promise<string> {
  const key = randomBytes(32).toString('hex');
  await insertEmailConfirmation(db, userId, email, sha256(key));
  return key;
}

/**
 * Uses a confirmation key: marks the address verified and the key used. False for an unknown, used
 * or expired key, or when the user has since changed to another address. Call inside a transaction.
 */
export async function confirmEmail(db: Queryable, key: string, now: Date): Promise<boolean> {
  const notBefore = new Date(now.getTime() - EMAIL_CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  const confirmation = await consumeEmailConfirmation(db, sha256(key), notBefore, now);
  if (!confirmation) return false;
  return markEmailVerified(db, confirmation.user_id, confirmation.email);
}
