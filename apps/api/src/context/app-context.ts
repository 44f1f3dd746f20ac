import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { LogOutput } from '../platform/observability/logger.ts';
import type { Meters } from './meters.ts';
import type { HostLookup } from '../modules/links/webhook-address.ts';
import type { SharedLimits } from '../platform/limits/shared-limits.ts';

/** What the server is built from: configuration, database, mailer, and a clock tests can replace. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** How webhook hosts are resolved (decision 670): the system resolver unless a test replaces it. */
  lookupHost?: HostLookup;
  /** Where the app's log goes (decision 735); none unless given. */
  log?: LogOutput;
}

/** What every route and service reads through `app.ctx`; services take it as a plain argument. */
export type AppContext = Required<Omit<AppDeps, 'log' | 'lookupHost'>> & {
  lookupHost?: HostLookup;
  /** Counters of /metrics; absent when metrics are off (METRICS_TOKEN unset). */
  meters?: Meters;
  /** Where the rate limits count: Redis when REDIS_URL is set (decision 740). */
  limits: SharedLimits;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function appContext(deps: AppDeps, limits: SharedLimits, meters?: Meters): AppContext {
  return {
    config: deps.config,
    db: deps.db,
    mailer: deps.mailer,
    now: deps.now ?? (() => new Date()),
    lookupHost: deps.lookupHost,
    limits,
    meters,
  };
}
