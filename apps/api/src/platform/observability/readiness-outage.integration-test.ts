import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { openPostgresDb } from '../../db/postgres-db.ts';
import { createRoleScene } from '../../testing/role-fixtures.ts';
import { createPostgresTestDatabase } from '../../testing/test-db.ts';
import type { PendingClick } from '../clicks/click-line.ts';
import { logSink } from './logger.ts';
import { startTcpProxy } from './tcp-proxy-test-support.ts';

// Issue 28 item 4; decision 736: /readyz turns 503 when the database goes away or hangs (each check
// bounded by READY_CHECK_TIMEOUT_MS), and 200 again once it is back. PostgreSQL only: the API's
// connection goes through a TCP proxy the test stops, blackholes and restarts.
describe.runIf(process.env.ADVOCATE_TEST_DB === 'postgres')('/readyz through a database outage', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let db: Db;
  let app: FastifyInstance;
  const readyz = async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, { ok: boolean; error?: string }> } };
  };

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    db = await openPostgresDb(viaProxy.toString());
    await migrate(db);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-api-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      CLICK_JOURNAL_NAME: path.basename(dataDir),
      READY_CHECK_TIMEOUT_MS: '1500',
    });
    app = await buildApp({ config, db, mailer: { send: async () => undefined }, log: logSink() });
    await app.ready();
  });
  afterAll(async () => {
    proxy.setMode('forward');
    await proxy.start();
    await app?.close();
    await db?.close();
    await database?.drop();
  });

  it('is ready while the database answers', async () => {
    expect(await readyz()).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: { ok: true }, migrations: { ok: true } } },
    });
  });

  it('answers 503 naming the database as soon as the server is gone, and 200 once it is back', async () => {
    await proxy.stop();
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('not ready');
    // The anonymous answer never shows the driver's message (host, port, user).
    expect(down.body.checks.database).toEqual({ ok: false, error: 'unavailable' });
    expect(JSON.stringify(down.body)).not.toContain(String(proxy.port));
    expect(down.body.checks.migrations.ok).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await proxy.start();
    expect(await readyz()).toMatchObject({ status: 200, body: { checks: { database: { ok: true } } } });
  });

  it('fails the click journal check while clicks wait longer than READY_CLICK_LAG_SECONDS, and passes once they are moved', async () => {
    const scene = await createRoleScene(db, 'outage');
    const [link] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4) RETURNING id',
      ['outage01', scene.users.broadcaster.id, scene.campaignA.id, 'https://shop.example/o'],
    );
    const click: PendingClick = {
      key: 'outage01',
      target: 'https://shop.example/o',
      campaignSlug: scene.campaignA.slug,
      username: scene.users.broadcaster.login,
      hasWebhooks: false,
      event: {
        time: new Date(),
        broadcasterId: scene.users.broadcaster.id,
        campaignId: scene.campaignA.id,
        componentId: null,
        componentType: null,
        trackingLinkId: link.id,
        link: 'https://shop.example/o',
        ipAddr: '203.0.113.9',
        country: null,
        userAgent: 'Mozilla/5.0',
        isBot: false,
        flag: null,
      },
    };
    await proxy.stop();
    // The redirect's path: durable in the journal though the database is gone.
    await app.clicks.record(click);
    const waiting = await app.operations.readiness.check(Date.now() + 61_000);
    expect(waiting.checks.click_journal).toMatchObject({ ok: false, bound_seconds: 60 });
    expect(app.clicks.status().pendingBytes).toBeGreaterThan(0);
    await proxy.start();
    await app.clicks.settled();
    const moved = await app.operations.readiness.check(Date.now() + 61_000);
    expect(moved.checks.click_journal).toMatchObject({ ok: true, lag_seconds: 0 });
    expect(app.clicks.status().pendingBytes).toBe(0);
    expect(await db.query('SELECT 1 FROM clicks WHERE tracking_link_id = $1', [link.id])).toHaveLength(1);
  });

  it('answers 503 "timed out" when the server accepts but never answers, without piling up connections, and recovers', async () => {
    proxy.setMode('blackhole');
    // The pool lets go of the connections the proxy cut; the probe's query then needs a new one.
    while ((db.poolUse?.().total ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const first = await readyz();
    expect(first.status).toBe(503);
    expect(first.body.checks.database).toEqual({ ok: false, error: 'timed out' });
    const before = db.poolUse?.();
    for (let i = 0; i < 5; i++) expect((await readyz()).status).toBe(503);
    // The probes wait on the one query under way instead of taking a connection each.
    expect(db.poolUse?.().total).toBe(before?.total);
    proxy.setMode('forward');
    let again = await readyz();
    // The query that hung fails as its connection is cut; the next probe asks afresh.
    if (again.status !== 200) again = await readyz();
    expect(again).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
