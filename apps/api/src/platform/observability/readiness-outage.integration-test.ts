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
import { createPostgresTestDatabase } from '../../testing/test-db.ts';
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
    expect(down.body.checks.database.ok).toBe(false);
    expect(down.body.checks.migrations.ok).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await proxy.start();
    expect(await readyz()).toMatchObject({ status: 200, body: { checks: { database: { ok: true } } } });
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
