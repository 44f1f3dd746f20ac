import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the server is built from: configuration, database, mailer, and a clock tests can replace. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  logger?: boolean;
}

/** What every route and service reads through `app.ctx`; services take it as a plain argument. */
export type AppContext = Required<Omit<AppDeps, 'logger'>>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function appContext(deps: AppDeps): AppContext {
  return { config: deps.config, db: deps.db, mailer: deps.mailer, now: deps.now ?? (() => new Date()) };
}
