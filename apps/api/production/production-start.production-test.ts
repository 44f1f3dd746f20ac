import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@advocate/validation/server-messages';
import { migrationFiles } from '../src/db/migrate.ts';
import { openPostgresDb } from '../src/db/postgres-db.ts';
import { createManager, TEST_PASSWORD } from '../src/testing/test-app.ts';
import { TEST_PG_ADMIN_URL } from '../src/testing/test-db.ts';
import { freePort, PRODUCTION_SETTINGS, startApiProcess, type ApiProcess } from './production-process.ts';
import { stagedInstall } from './staged-install-setup.ts';

// Issue 28 item 2: the built API starts with production dependencies only, from a copy holding
// nothing but the bundle and the package files (decision 731), as the Dockerfile's runtime stage does.
// The global set-up stages it and runs `npm ci --omit=dev` there (staged-install-setup.ts).
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const staged = stagedInstall();

const postgresAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(TEST_PG_ADMIN_URL);
  const socket = connect(Number(url.port || 5432), url.hostname);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
});

describe('the production install', () => {
  it('holds the bundle, its run-time files and production dependencies only', () => {
    for (const file of ['apps/api/dist/main.js', 'apps/api/dist/browsersource/client/main.js', 'apps/api/dist/db/pglite-worker.mjs'])
      expect(existsSync(path.join(staged, file)), file).toBe(true);
    expect(existsSync(path.join(staged, 'apps/api/src'))).toBe(false);
    for (const devOnly of ['tsx', 'vitest', 'esbuild', 'typescript', 'node', 'nx'])
      expect(existsSync(path.join(staged, 'node_modules', devOnly)), devOnly).toBe(false);
    for (const runtime of ['fastify', 'pg', '@electric-sql/pglite'])
      expect(existsSync(path.join(staged, 'node_modules', runtime)), runtime).toBe(true);
  });
});

describe.runIf(postgresAnswers)('node apps/api/dist/main.js on PostgreSQL', () => {
  const database = `advocate_production_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  const databaseUrl = Object.assign(new URL(TEST_PG_ADMIN_URL), { pathname: `/${database}` }).toString();
  let api: ApiProcess;
  let base: string;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = await startApiProcess(staged, {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: path.join(staged, 'data-postgres'),
    });
  });
  afterAll(async () => {
    await api?.stop();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it('applied every migration to the fresh database', async () => {
    const db = await openPostgresDb(databaseUrl);
    try {
      const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(migrationFiles().map((file) => file.slice(0, 4)));
    } finally {
      await db.close();
    }
  });

  it('signs a manager in and answers who they are', async () => {
    const db = await openPostgresDb(databaseUrl);
    try {
      await createManager(db, { email: 'production.check@example.com' });
    } finally {
      await db.close();
    }
    const signIn = await fetch(`${base}/api/v1/rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'production.check@example.com', password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { key } = (await signIn.json()) as { key: string };
    const me = await fetch(`${base}/api/v1/rest-auth/user/`, { headers: { authorization: `Token ${key}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('production.check@example.com');
  });

  it("serves the overlay's client script from next to the bundle", async () => {
    const script = await fetch(`${base}/browsersource-client/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe(readFileSync(path.join(workspaceRoot, 'apps/api/src/browsersource/client/main.js'), 'utf8'));
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await api.stop()).toBe(0);
  });
});

describe('node apps/api/dist/main.js on embedded PGlite', () => {
  let api: ApiProcess;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = await startApiProcess(staged, { ...PRODUCTION_SETTINGS, PORT: String(port), DATA_DIR: path.join(staged, 'data-pglite') });
  });
  afterAll(() => api?.stop());

  it('answers through the database in its worker thread', async () => {
    const health = await fetch(`${base}/api/v1/health/`);
    expect(health.status).toBe(200);
    const signIn = await fetch(`${base}/api/v1/rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'not-a-password' }),
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual({ non_field_errors: [serverMessages.unableToLogIn] });
    expect(existsSync(path.join(staged, 'data-pglite/pglite'))).toBe(true);
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await api.stop()).toBe(0);
  });
});
