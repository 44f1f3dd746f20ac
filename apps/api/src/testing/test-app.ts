import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { insertUser } from '../modules/shared/repositories/users-repository.ts';
import type { HostLookup } from '../modules/links/webhook-address.ts';
import { logSink, type LogOutput } from '../platform/observability/logger.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { createTestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every message the app sent, newest last. */
  outbox: Mail[];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The API in-process on a fresh migrated database, with a mailer that keeps messages in memory.
 * `env` overrides configuration (provider URLs, or low rate limits for their own tests); `now`
 * replaces the clock; `lookupHost` the resolver of webhook hosts; `log` where its log goes (a sink
 * that keeps nothing unless a test captures it: tests stay quiet).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; lookupHost?: HostLookup; log?: LogOutput } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-api-test-'));
  const outbox: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void outbox.push(mail) };
  // Its own click journal name: test apps share a database on a PostgreSQL server (decision 624).
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLICK_JOURNAL_NAME: path.basename(dataDir), ...env });
  const app = await buildApp({ config, db, mailer, now: options.now, lookupHost: options.lookupHost, log: options.log ?? logSink() });
  await app.ready();
  return {
    app,
    db,
    outbox,
    dataDir,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

let sameDatabaseApps = 0;

/**
 * Another API on `t`'s database and files (its clock `now`, settings `env`), without paying for
 * another migrated database; its own click journal name. Close it after use.
 */
export async function sameDatabaseApp(t: TestApp, env: Record<string, string> = {}, now?: () => Date): Promise<FastifyInstance> {
  sameDatabaseApps += 1;
  const name = `${path.basename(t.dataDir)}-${sameDatabaseApps}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, CLICK_JOURNAL_NAME: name, ...env });
  return buildApp({ config, db: t.db, mailer: { send: async () => undefined }, now });
}

export const TEST_PASSWORD = 'correct-horse-battery';

// One scrypt hash of the test password per process: the hash is deliberately slow (32 MiB, about
// 100 ms), and test files make dozens of managers.
let testPasswordHash: Promise<string> | undefined;
const hashOfTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

/** A manager (or admin) with a known password; answers the id and a sign-in token. */
export async function createManager(
  db: Db,
  options: { email: string; isAdmin?: boolean; permissions?: { campaigns: 0 | 1; teams: 0 | 1; users: 0 | 1 | 2 }; tosAgreed?: boolean },
): Promise<{ id: number; token: string }> {
  const id = await db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      username: options.email,
      email: options.email,
      passwordHash: await hashOfTestPassword(),
      userType: 2,
      isAdmin: options.isAdmin,
      permissions: options.permissions,
    });
    if (options.tosAgreed !== false) await tx.query('UPDATE users SET tos_agreed = now() WHERE id = $1', [userId]);
    return userId;
  });
  return { id, token: await issueToken(db, id, { origin: 'password', stayLoggedIn: true }) };
}

/** A JSON POST/PUT/PATCH through inject, with an optional token. */
export function send(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  body?: unknown,
  token?: string,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Token ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
