import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPostgresDb } from '../src/db/postgres-db.ts';
import type { Db } from '../src/db/db.ts';
import { freePort, PRODUCTION_SETTINGS, startApiProcess, type ApiProcess } from '../production/production-process.ts';
import { stagedInstall } from '../production/staged-install-setup.ts';
import { SERVICES, TIER_ENV } from './services.ts';

/** Why the tier does not run here, or undefined when it does (see multi-instance-setup.ts). */
export const tierSkipped = (): string | undefined => process.env[TIER_ENV.skip];

const tierSetting = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tier through vitest.multi-instance.config.ts`);
  return value;
};

/** The run's shared database, opened from the test process (to seed rows and count them). */
export const openTierDb = (): Promise<Db> => openPostgresDb(tierSetting(TIER_ENV.databaseUrl));

/** One API instance: `node apps/api/dist/main.js` of the staged install, with its own port, data directory and click journal. */
export interface Instance {
  name: string;
  base: string;
  port: number;
  /** The running process (replaced by `restart`). */
  process: ApiProcess;
  /** SIGKILL: the process dies where it stands, nothing flushed. */
  kill9(): Promise<void>;
  /** Starts it again on the same port, data directory and journal name. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Settings every instance of the tier runs with; `env` of `startInstances` adds to them. */
function tierSettings(): Record<string, string> {
  return {
    ...PRODUCTION_SETTINGS,
    HOST: '127.0.0.1',
    DATABASE_URL: tierSetting(TIER_ENV.databaseUrl),
    REDIS_URL: SERVICES.redis,
    REDIS_KEY_PREFIX: tierSetting(TIER_ENV.redisPrefix),
    // Clients name themselves in X-Forwarded-For (one proxy hop: the test), so a load has many addresses.
    TRUSTED_PROXIES: '1',
    LOG_LEVEL: 'warn',
  };
}

/**
 * `count` instances started together from the staged production build (decision 760), named
 * `${prefix}-1`…; each has its own port, DATA_DIR and CLICK_JOURNAL_NAME, and all share the run's
 * database and Redis prefix.
 */
export async function startInstances(
  prefix: string,
  count: number,
  env: (index: number) => Record<string, string> = () => ({}),
): Promise<Instance[]> {
  const staged = stagedInstall();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const name = `${prefix}-${i + 1}`;
      const port = await freePort();
      const dataDir = path.join(staged, 'data', name);
      mkdirSync(dataDir, { recursive: true });
      const settings = { ...tierSettings(), PORT: String(port), DATA_DIR: dataDir, CLICK_JOURNAL_NAME: name, ...env(i) };
      const instance: Instance = {
        name,
        port,
        base: `http://127.0.0.1:${port}`,
        process: await startApiProcess(staged, settings),
        async kill9() {
          const { child } = instance.process;
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGKILL');
          await exited;
        },
        async restart() {
          instance.process = await startApiProcess(staged, settings);
        },
        async stop() {
          await instance.process.stop();
        },
      };
      return instance;
    }),
  );
}

/** Stops every instance still running (SIGTERM), whatever happened to the others. */
export async function stopInstances(instances: readonly Instance[] | undefined): Promise<void> {
  await Promise.allSettled((instances ?? []).map((instance) => instance.stop()));
}
