import type { Db } from '../db/db.ts';

/**
 * `db` whose next transaction commits but answers as if the connection dropped during COMMIT (what
 * a mover must take as stored, neither counting it twice nor stalling), and whether that happened.
 */
export function dbLosingNextCommitAnswer(db: Db): { flaky: Db; answerLost: () => boolean } {
  let loseNextAnswer = true;
  const flaky = Object.create(db, {
    transaction: {
      value: async <T>(work: Parameters<Db['transaction']>[0]) => {
        const result = await db.transaction(work);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
        }
        return result as T;
      },
    },
  }) as Db;
  return { flaky, answerLost: () => !loseNextAnswer };
}
