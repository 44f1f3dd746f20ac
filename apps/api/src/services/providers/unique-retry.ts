import type { Db, Queryable } from '../../db/db.ts';

/** PostgreSQL's unique_violation, as both drivers (pg, PGlite) report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs `work` in one transaction, once more if it lost a race on a unique index (two first
 * sign-ins of the same account, or two new users wanting the same username at once): the second
 * run sees the winner's rows and takes the "already there" path.
 */
export async function inTransactionRetryingClashes<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction(work);
  }
}
