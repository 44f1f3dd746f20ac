import { describe, expect, it } from 'vitest';
import { isUniqueViolation, type Db, type Queryable } from '../../../db/db.ts';
import { inTransactionRetryingClashes } from './unique-retry.ts';

function fakeDb(failures: unknown[]): Db & { runs: number } {
  const db = {
    runs: 0,
    driver: 'pglite' as const,
    query: async () => [],
    exec: async () => undefined,
    close: async () => undefined,
    listen: async () => async () => undefined,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      db.runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work(db);
    },
  };
  return db;
}

describe('inTransactionRetryingClashes', () => {
  it('runs the work once more after a unique violation', async () => {
    const db = fakeDb([Object.assign(new Error('duplicate key'), { code: '23505' })]);
    await expect(inTransactionRetryingClashes(db, async () => 'ok')).resolves.toBe('ok');
    expect(db.runs).toBe(2);
  });

  it('gives up after the second clash and passes other errors through at once', async () => {
    const clash = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(inTransactionRetryingClashes(fakeDb([clash, clash]), async () => 'ok')).rejects.toBe(clash);
    const other = fakeDb([new Error('boom')]);
    await expect(inTransactionRetryingClashes(other, async () => 'ok')).rejects.toThrow('boom');
    expect(other.runs).toBe(1);
  });

  it('recognises only unique violations', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
