import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { claimClickJournal } from '../../repositories/click-journals-repository.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../../testing/domain-fixtures.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { ClickJournal } from './click-journal.ts';
import { clickLine } from './click-line.ts';
import { MoverThread } from './click-mover-thread.ts';

const onServer = describe.skipIf(process.env.ADVOCATE_TEST_DB !== 'postgres');

/** Decision 637: on a PostgreSQL server the click journal is moved from a worker thread. PGlite keeps the mover in the API thread. */
onServer('the click journal mover in its own thread', () => {
  let db: Db;
  let link: { id: number; campaignId: number; broadcasterId: number };
  const logged: string[] = [];
  const log = { warn: (m: string) => void logged.push(m), error: (m: string) => void logged.push(m) };

  beforeAll(async () => {
    db = await createTestDb();
    const team = await insertTeam(db, { name: 'Mover Thread Team' });
    const campaignId = await insertCampaign(db, { slug: 'mover-thread', name: 'Mover thread', teamId: team });
    const { id: broadcasterId } = await createBroadcaster(db, 'mover_thread_caster');
    const [{ id }] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4) RETURNING id',
      ['mvthr1', broadcasterId, campaignId, 'https://shop.example/m'],
    );
    link = { id, campaignId, broadcasterId };
  });
  afterAll(() => db.close());

  const line = (ip: string) => clickLine({
    key: 'mvthr1', target: 'https://shop.example/m', campaignSlug: 'mover-thread', username: 'mover_thread_caster', hasWebhooks: false,
    event: {
      time: new Date(), broadcasterId: link.broadcasterId, campaignId: link.campaignId, componentId: null, componentType: null,
      trackingLinkId: link.id, link: 'https://shop.example/m', ipAddr: ip, country: null, userAgent: 'Mozilla/5.0', isBot: false, flag: null,
    },
  });
  const stored = async () => (await db.query<{ ip_addr: string }>('SELECT ip_addr FROM clicks WHERE tracking_link_id = $1', [link.id])).map((r) => r.ip_addr);
  const workerOf = (thread: MoverThread) => (thread as unknown as { worker: Worker | undefined }).worker;
  const until = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  };

  it('moves the synced lines across segments from another thread, deletes moved segments, and a failed thread is started again without skipping or repeating a click', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'advocate-mover-thread-'));
    const name = 'mover-thread-1';
    const row = await claimClickJournal(db, name, `${dir}#test`, 'token-mover-thread');
    if (!row || !db.server) throw new Error('not set up');
    const journal = await ClickJournal.start(dir, name, row.token, row.segment + 1, new Map(), 2048);
    const thread = new MoverThread({ server: db.server, journal, dir, name, token: row.token, holder: `${dir}#test`, log, restartMs: 50 });
    thread.start();
    const first = workerOf(thread);
    expect(first?.threadId).toBeGreaterThan(0);

    const ips = Array.from({ length: 30 }, (_, i) => `10.70.0.${i}`);
    for (const ip of ips.slice(0, 15)) await journal.append(line(ip));
    await thread.settled();
    expect((await stored()).sort()).toEqual(ips.slice(0, 15).sort());
    // Segments of 2 KiB: several were filled and, once moved, deleted by this thread on the mover's word, before settled resolved.
    expect(readdirSync(dir).filter((f) => f.endsWith('.jnl'))).toHaveLength(1);

    await first?.terminate();
    await until(() => workerOf(thread) !== undefined && workerOf(thread) !== first);
    expect(workerOf(thread)).not.toBe(first);
    for (const ip of ips.slice(15)) await journal.append(line(ip));
    await thread.settled();
    expect((await stored()).sort()).toEqual(ips.sort());
    expect((await db.query<{ moved: number }>('SELECT moved::int AS moved FROM click_journals WHERE name = $1', [name]))[0].moved).toBe(30);

    await thread.stop();
    expect(workerOf(thread)).toBeUndefined();
    await journal.close();
    expect(logged).toEqual([]);
  });
});
