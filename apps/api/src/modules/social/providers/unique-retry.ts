import { isUniqueViolation, type Db, type Queryable } from '../../../db/db.ts';

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
