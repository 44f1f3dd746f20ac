import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { migrationFiles } from '../../db/migrate.ts';
import { appliedMigrationVersions } from './repositories/schema-migrations-repository.ts';

/** One check of /readyz: whether it passes, and what it saw. */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; click_journal: CheckResult; jobs: CheckResult };
}

export interface ReadinessSources {
  db: Db;
  config: Pick<Config, 'READY_CHECK_TIMEOUT_MS' | 'READY_CLICK_LAG_SECONDS' | 'READY_JOBS_STALL_SECONDS'>;
  /** Seconds the oldest click not yet moved to the database has waited at `now` (ms since the epoch). */
  clickLagSeconds(now: number): number;
  /** When this process's job poll last finished (ms since the epoch); undefined when it runs no jobs. */
  jobsLastPollAt(): number | undefined;
  /** Told the driver's own error when the database check starts failing (the answer does not show it). */
  warn(message: string): void;
}

class TimedOut extends Error {}

/** `work`, or a TimedOut error after `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the anonymous answer says of a failed database check: never the driver's message (host names, users). */
const reason = (error: unknown) => (error instanceof TimedOut ? 'timed out' : 'unavailable');
const driverMessage = (error: unknown) => (error instanceof Error && error.message ? error.message.slice(0, 500) : String(error));

/**
 * The checks of GET /readyz (decision 736): the database answers within READY_CHECK_TIMEOUT_MS,
 * every migration this build knows is applied, the oldest click waiting in the journal is younger
 * than READY_CLICK_LAG_SECONDS, and (in a process that runs jobs) the job poll finished within
 * READY_JOBS_STALL_SECONDS. The database is asked afresh on every call, but never twice at once:
 * a query still under way (a server that does not answer) is awaited again rather than repeated,
 * so probes cannot take the pool's connections one after another.
 */
export class Readiness {
  private readonly expected = migrationFiles().map((file) => file.slice(0, 4));
  private asking: Promise<string[]> | undefined;
  private databaseFailing = false;

  constructor(private readonly sources: ReadinessSources) {}

  private applied(): Promise<string[]> {
    this.asking ??= appliedMigrationVersions(this.sources.db).finally(() => (this.asking = undefined));
    return this.asking;
  }

  /** The checks' results; `now` (ms since the epoch) dates the click and job checks. */
  async check(now = Date.now()): Promise<ReadinessReport> {
    const { config } = this.sources;
    const started = Date.now();
    let database: CheckResult;
    let migrations: CheckResult;
    try {
      const applied = new Set(await within(config.READY_CHECK_TIMEOUT_MS, this.applied()));
      database = { ok: true, ms: Date.now() - started };
      this.databaseFailing = false;
      const missing = this.expected.filter((version) => !applied.has(version));
      migrations = missing.length ? { ok: false, missing } : { ok: true, applied: this.expected.length };
    } catch (error) {
      database = { ok: false, error: reason(error) };
      if (!this.databaseFailing) this.sources.warn(`readiness: the database check failed: ${driverMessage(error)}`);
      this.databaseFailing = true;
      migrations = { ok: false, error: 'database unavailable' };
    }
    const lag = this.sources.clickLagSeconds(now);
    const clickJournal = {
      ok: lag < config.READY_CLICK_LAG_SECONDS,
      lag_seconds: Math.round(lag * 10) / 10,
      bound_seconds: config.READY_CLICK_LAG_SECONDS,
    };
    const lastPoll = this.sources.jobsLastPollAt();
    const jobs: CheckResult =
      lastPoll === undefined
        ? { ok: true, running: false }
        : {
            ok: now - lastPoll < config.READY_JOBS_STALL_SECONDS * 1000,
            running: true,
            seconds_since_poll: Math.max(0, Math.round((now - lastPoll) / 100) / 10),
            bound_seconds: config.READY_JOBS_STALL_SECONDS,
          };
    const checks = { database, migrations, click_journal: clickJournal, jobs };
    return { ready: Object.values(checks).every((c) => c.ok), checks };
  }
}
