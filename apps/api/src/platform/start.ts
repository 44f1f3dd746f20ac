import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { createMailer } from '../mail/mailer.ts';
import { ensureEventPartitions, monthsAround } from '../modules/events/event-partitions.ts';
import { startJobs, type RunningJobs } from './jobs/jobs-service.ts';
import type { LogOutput } from './observability/logger.ts';

export interface StartOptions {
  /** The start-up's own lines (migrations applied, partitions created). */
  log: (line: string) => void;
  /** The mailer's lines (where a mail went without SMTP); `log` unless given. */
  mailLog?: (line: string) => void;
  /** Where the app's log goes (decision 735): stdout for the API process and the launcher; none unless given. */
  logOutput?: LogOutput;
  /** Runs once the database is migrated, before the server is built (the launcher seeds the demo here). */
  prepare?: (db: Db) => Promise<void>;
}

export interface RunningApi {
  app: FastifyInstance;
  db: Db;
  config: Config;
  jobs: RunningJobs | undefined;
  /** Jobs finish their running handlers, the server its requests and click journal, then the database closes. */
  stop(): Promise<void>;
}

/**
 * The one start-up of an API process (`main.ts` and the launcher): open and migrate the database,
 * ready the event partitions around today (decision 623; a daily job keeps them ahead), build the
 * app with its platform (live hub, streams, click recorder), listen, then start the jobs when
 * JOBS_ENABLED.
 */
export async function startPlatform(config: Config, options: StartOptions): Promise<RunningApi> {
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
  const applied = await migrate(db);
  if (applied.length) options.log(`applied migrations ${applied.join(', ')}`);
  const partitions = await ensureEventPartitions(db, ...monthsAround(new Date()));
  if (partitions) options.log(`created ${partitions} monthly event partitions`);
  await options.prepare?.(db);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: options.mailLog ?? options.log,
  });
  const app = await buildApp({ config, db, mailer, log: options.logOutput });
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = config.JOBS_ENABLED ? startJobs(app.ctx, { log: (line) => app.log.warn({ jobs: true }, line) }) : undefined;
  // /readyz watches the job poll of this process (decision 736).
  if (jobs) app.operations.watchJobs(jobs);
  const stop = async () => {
    await jobs?.stop();
    await app.close();
    await db.close();
  };
  return { app, db, config, jobs, stop };
}
