import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { createMailer } from './mail/mailer.ts';
import { ensureEventPartitions, monthsAround } from './modules/events/event-partitions.ts';
import { startJobs } from './platform/jobs/jobs-service.ts';
import type { RunningJobs } from './platform/jobs/jobs-service.ts';

/** Starts the API server from the environment: migrate, ready the event partitions, then listen. */
export async function startApi(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(env);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, preparedStatements: config.DATABASE_PREPARED_STATEMENTS });
  const applied = await migrate(db);
  if (applied.length) console.log(`api: applied migrations ${applied.join(', ')}`);
  // The event tables' monthly partitions around today (decision 623); a daily job keeps them ahead.
  const partitions = await ensureEventPartitions(db, ...monthsAround(new Date()));
  if (partitions) console.log(`api: created ${partitions} monthly event partitions`);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: (line) => console.log(`api: ${line}`) });
  const app = await buildApp({ config, db, mailer, logger: config.NODE_ENV === 'production' });
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs: RunningJobs | undefined = config.JOBS_ENABLED ? startJobs(app.ctx) : undefined;
  /** Jobs finish their running handlers, the server its requests and click journal, then the database closes. */
  const stop = async () => {
    await jobs?.stop();
    await app.close();
    await db.close();
  };
  return { app, db, config, jobs, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startApi().then(
    ({ config, stop }) => {
      console.log(`api: listening on http://${config.HOST}:${config.PORT}/api/v1/`);
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => void stop().then(() => process.exit(0), () => process.exit(1)));
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
