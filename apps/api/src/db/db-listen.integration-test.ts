import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db.ts';
import type { Db } from './db.ts';
import { LIVE_CHANNEL, notifyChannel } from '../platform/live/repositories/notify-repository.ts';

/** Waits until `predicate` holds (polling), or fails after `ms`. */
async function until(predicate: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

// Decision 500: Db.listen on both drivers; pg_notify in a transaction is delivered on commit only.
describe('Db.listen', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('delivers a notification sent in a transaction when it commits, not before', async () => {
    const got: string[] = [];
    const stop = await db.listen(LIVE_CHANNEL, (p) => got.push(p));
    let seenInside = -1;
    await db.transaction(async (tx) => {
      await notifyChannel(tx, LIVE_CHANNEL, 'committed');
      await new Promise((r) => setTimeout(r, 100));
      seenInside = got.length;
    });
    await until(() => got.includes('committed'));
    expect(seenInside).toBe(0);
    await stop();
  });

  it('drops a notification whose transaction rolls back', async () => {
    const got: string[] = [];
    const stop = await db.listen(LIVE_CHANNEL, (p) => got.push(p));
    await expect(
      db.transaction(async (tx) => {
        await notifyChannel(tx, LIVE_CHANNEL, 'rolled-back');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await notifyChannel(db, LIVE_CHANNEL, 'after');
    await until(() => got.includes('after'));
    expect(got).not.toContain('rolled-back');
    await stop();
  });

  it('stops delivering after unsubscribe, and keeps other subscribers', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await db.listen(LIVE_CHANNEL, (p) => a.push(p));
    const stopB = await db.listen(LIVE_CHANNEL, (p) => b.push(p));
    await stopA();
    await notifyChannel(db, LIVE_CHANNEL, 'only-b');
    await until(() => b.includes('only-b'));
    expect(a).toEqual([]);
    await stopB();
  });
});
