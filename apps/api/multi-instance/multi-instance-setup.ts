import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDb } from '../src/db/postgres-db.ts';
import { adminQuery } from '../src/testing/pg-admin.ts';
import { answers, SERVICES, TIER_ENV } from './services.ts';

/**
 * Once per run, after the staged install (staged-install-setup.ts): one fresh migrated PostgreSQL
 * database and one Redis key prefix, shared by the instances of every file. Without PostgreSQL or
 * Redis answering, the files skip and say why (`.ci/run` starts both before `npm test`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const missing = [
    ...((await answers(SERVICES.postgres, 5432)) ? [] : [`PostgreSQL at ${SERVICES.postgres}`]),
    ...((await answers(SERVICES.redis, 6379)) ? [] : [`Redis at ${SERVICES.redis}`]),
  ];
  if (missing.length) {
    process.env[TIER_ENV.skip] = `no answer from ${missing.join(' and ')}`;
    return async () => undefined;
  }
  const database = `advocate_multi_${randomBytes(4).toString('hex')}`;
  const prefix = `advocate-multi:${randomBytes(6).toString('hex')}:`;
  const cleanUp = async () => {
    await adminQuery(SERVICES.postgres, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const redis = new Redis(SERVICES.redis);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  };
  try {
    await adminQuery(SERVICES.postgres, `CREATE DATABASE ${database}`);
    const databaseUrl = Object.assign(new URL(SERVICES.postgres), { pathname: `/${database}` }).toString();
    // Migrated here, so instances started together find nothing left to apply.
    const db = await openPostgresDb(databaseUrl);
    await migrate(db);
    await db.close();
    process.env[TIER_ENV.databaseUrl] = databaseUrl;
    process.env[TIER_ENV.redisPrefix] = prefix;
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
