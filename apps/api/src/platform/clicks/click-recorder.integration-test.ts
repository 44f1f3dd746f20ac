import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../../testing/domain-fixtures.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { deleteTestStream, natsAnswers, TEST_NATS_URL } from '../../testing/test-nats.ts';
import type { PendingClick } from './click-line.ts';
import { openClickRecorder, type ClickRecorder } from './click-recorder.ts';
import { openJetStreamClickRecorder, type JetStreamClickRecorder } from './jetstream-click-recorder.ts';
import { dbLosingNextCommitAnswer } from '../../testing/lost-commit-db.ts';

type Log = { warn: (message: string) => void; error: (message: string) => void };

/** One click log behind the ClickRecorder interface, as the suite opens it. */
interface Backend {
  name: string;
  /** Made once for the file (a JetStream stream of its own), removed at the end. */
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  open(db: Db, log: Log): Promise<ClickRecorder>;
  /**
   * Publishes one click twice under one message id, as a retry after a lost answer does; only the
   * JetStream path has a publish to retry (a journal write is acknowledged or fails the redirect).
   */
  publishTwice?: (recorder: ClickRecorder, click: PendingClick) => Promise<void>;
}

let journals = 0;
const journal: Backend = {
  name: 'the local journal (CLICK_LOG=journal)',
  setUp: async () => undefined,
  tearDown: async () => undefined,
  open: (db, log) =>
    openClickRecorder({
      db,
      dataDir: mkdtempSync(path.join(tmpdir(), 'advocate-recorder-test-')),
      name: `suite-${process.pid}-${(journals += 1)}`,
      log,
    }),
};

/** A stream and subjects of this run's own, deleted afterwards. */
const stream = `advocate-test-clicks-${process.pid}-${randomBytes(3).toString('hex')}`;
const natsUp = await natsAnswers();
const jetStream: Backend = {
  name: natsUp ? 'JetStream (CLICK_LOG=jetstream)' : `JetStream (skipped: no NATS with JetStream answers at ${TEST_NATS_URL})`,
  setUp: async () => undefined,
  tearDown: () => deleteTestStream(stream),
  open: (db, log) =>
    openJetStreamClickRecorder({
      db,
      servers: TEST_NATS_URL,
      names: { stream, subject: stream, replicas: 1, consumer: 'advocate-click-mover' },
      publishTimeoutMs: 5000,
      log,
      maxBatch: 10,
    }),
  async publishTwice(recorder, click) {
    const id = randomUUID();
    await (recorder as JetStreamClickRecorder).publish(click, id);
    await (recorder as JetStreamClickRecorder).publish(click, id);
  },
};

/**
 * Issue 29 item 2 (decision 751): both click logs behind one interface pass the same cases: a
 * click stored once, a redelivery after a lost commit answer not counted twice, a retried publish
 * stored once, repeats flagged across batches with the rollups counting the first only, webhook
 * deliveries queued for counted clicks, a refused click skipped without stopping its batch.
 */
function recorderSuite(backend: Backend): void {
  let db: Db;
  let link: { id: number; campaignId: number; broadcasterId: number; componentId: number };
  const warnings: string[] = [];
  const log: Log = { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) };
  const opened: ClickRecorder[] = [];
  const open = async (through: Db = db) => {
    const recorder = await backend.open(through, log);
    opened.push(recorder);
    return recorder;
  };

  const click = (ip: string, over: Partial<PendingClick> = {}, event: Partial<PendingClick['event']> = {}): PendingClick => ({
    key: 'suite1',
    target: 'https://shop.example/s',
    campaignSlug: 'suite-campaign',
    username: 'suite_caster',
    hasWebhooks: false,
    ...over,
    event: {
      time: new Date(),
      broadcasterId: link.broadcasterId,
      campaignId: link.campaignId,
      componentId: link.componentId,
      componentType: 'dynamic-cta',
      trackingLinkId: link.id,
      link: 'https://shop.example/s',
      ipAddr: ip,
      country: null,
      userAgent: 'Mozilla/5.0',
      isBot: false,
      flag: null,
      ...event,
    },
  });
  const stored = async (prefix: string) =>
    db.query<{ ip_addr: string; flag: string | null }>(
      'SELECT ip_addr, flag FROM clicks WHERE tracking_link_id = $1 AND ip_addr LIKE $2 ORDER BY ip_addr, flag NULLS FIRST',
      [link.id, `${prefix}%`],
    );
  const rolledUp = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          'SELECT coalesce(sum(clicks), 0)::text AS n FROM rollup_daily_campaign_clicks WHERE campaign_id = $1',
          [link.campaignId],
        )
      )[0].n,
    );

  beforeAll(async () => {
    await backend.setUp();
    db = await createTestDb();
    const team = await insertTeam(db, { name: 'Suite Team' });
    const campaignId = await insertCampaign(db, { slug: 'suite-campaign', name: 'Suite', teamId: team });
    const { id: broadcasterId } = await createBroadcaster(db, 'suite_caster');
    const [{ id: componentId }] = await db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'dynamic-cta', 'Suite CTA') RETURNING id`,
      [campaignId],
    );
    const [{ id }] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      ['suite1', broadcasterId, campaignId, componentId, 'https://shop.example/s'],
    );
    link = { id, campaignId, broadcasterId, componentId };
  });
  afterEach(async () => {
    for (const recorder of opened.splice(0)) await recorder.close();
  });
  afterAll(async () => {
    try {
      await db?.close();
    } finally {
      await backend.tearDown();
    }
  });

  it('stores each acknowledged click once, and reports nothing waiting once settled', async () => {
    const recorder = await open();
    const ips = Array.from({ length: 45 }, (_, i) => `10.81.0.${i}`);
    await Promise.all(ips.map((ip) => recorder.record(click(ip))));
    await recorder.settled();
    expect((await stored('10.81.')).map((r) => r.ip_addr).sort()).toEqual([...ips].sort());
    expect(recorder.status()).toMatchObject({ lagSeconds: 0, pendingBytes: 0 });
    // Nothing more arrives later (no second delivery, no replay).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await recorder.settled();
    expect(await stored('10.81.')).toHaveLength(45);
  });

  it('flags a repeat of a counted click in a later batch, and the rollups count the first only', async () => {
    const recorder = await open();
    const before = await rolledUp();
    await recorder.record(click('10.82.0.1'));
    await recorder.settled();
    await recorder.record(click('10.82.0.1'));
    await recorder.record(click('10.82.0.2'));
    await recorder.settled();
    expect(await stored('10.82.')).toEqual([
      { ip_addr: '10.82.0.1', flag: null },
      { ip_addr: '10.82.0.1', flag: 'repeat' },
      { ip_addr: '10.82.0.2', flag: null },
    ]);
    expect(await rolledUp()).toBe(before + 2);
  });

  it('queues a webhook delivery for each counted click of a campaign with a webhook', async () => {
    const [{ id: webhookId }] = await db.query<{ id: number }>(
      "INSERT INTO webhooks (campaign_id, url, secret) VALUES ($1, 'https://hooks.example/suite', 'whsec_suite') RETURNING id",
      [link.campaignId],
    );
    const recorder = await open();
    const hooked = { hasWebhooks: true };
    await Promise.all([recorder.record(click('10.83.0.1', hooked)), recorder.record(click('10.83.0.2', hooked))]);
    await recorder.settled();
    // A repeat is not counted: no delivery for it.
    await recorder.record(click('10.83.0.1', hooked));
    await recorder.settled();
    const deliveries = await db.query<{ payload: { event: string; key: string; broadcaster: string } }>(
      'SELECT payload FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id',
      [webhookId],
    );
    expect(deliveries.map((d) => d.payload)).toEqual([
      expect.objectContaining({ event: 'click', key: 'suite1', broadcaster: 'suite_caster' }),
      expect.objectContaining({ event: 'click', key: 'suite1', broadcaster: 'suite_caster' }),
    ]);
    await db.query('UPDATE webhooks SET active = false WHERE id = $1', [webhookId]);
  });

  it('a batch delivered again after its commit landed but its answer was lost is not counted twice', async () => {
    const { flaky, answerLost } = dbLosingNextCommitAnswer(db);
    const recorder = await open(flaky);
    await Promise.all(['10.84.0.1', '10.84.0.2', '10.84.0.3'].map((ip) => recorder.record(click(ip))));
    await recorder.settled();
    expect(answerLost()).toBe(true);
    expect(await stored('10.84.')).toEqual(['10.84.0.1', '10.84.0.2', '10.84.0.3'].map((ip) => ({ ip_addr: ip, flag: null })));
    await recorder.record(click('10.84.0.4'));
    await recorder.settled();
    expect(await stored('10.84.')).toHaveLength(4);
  });

  it.skipIf(!backend.publishTwice)('a publish retried with the same message id is stored once', async () => {
    const recorder = await open();
    await backend.publishTwice?.(recorder, click('10.85.0.1'));
    await recorder.record(click('10.85.0.2'));
    await recorder.settled();
    expect((await stored('10.85.')).map((r) => r.ip_addr)).toEqual(['10.85.0.1', '10.85.0.2']);
  });

  it('skips a click the database refuses and stores the others of its batch', async () => {
    const recorder = await open();
    await Promise.all([
      recorder.record(click('10.86.0.1')),
      recorder.record(click('10.86.0.2', {}, { campaignId: 999_999 })),
      recorder.record(click('10.86.0.3')),
    ]);
    await recorder.settled();
    expect((await stored('10.86.')).map((r) => r.ip_addr)).toEqual(['10.86.0.1', '10.86.0.3']);
    expect(warnings.some((w) => w.includes('was skipped'))).toBe(true);
  });
}

describe(`click recorder through ${journal.name}`, () => recorderSuite(journal));
describe.skipIf(!natsUp)(`click recorder through ${jetStream.name}`, () => recorderSuite(jetStream));
