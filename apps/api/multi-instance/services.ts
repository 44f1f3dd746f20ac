import { connect } from 'node:net';
import { TEST_PG_ADMIN_URL } from '../src/testing/test-db.ts';

/** The machine's services the tier runs on (issue 29 item 4); `.ci/run` starts them when they do not answer. */
export const SERVICES = {
  postgres: TEST_PG_ADMIN_URL,
  redis: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
  nats: process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222',
} as const;

/** Whether something accepts a TCP connection at the URL's host and port within 2 s. */
export function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || defaultPort), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
  });
}

/** What the global set-up hands the test files (through the environment of their workers). */
export const TIER_ENV = {
  /** The fresh, migrated PostgreSQL database every instance shares. */
  databaseUrl: 'ADVOCATE_MULTI_DATABASE_URL',
  /** The Redis key prefix of this run. */
  redisPrefix: 'ADVOCATE_MULTI_REDIS_PREFIX',
  /** Why the tier does not run here (a service that does not answer), when it does not. */
  skip: 'ADVOCATE_MULTI_SKIP',
} as const;
