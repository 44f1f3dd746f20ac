import type { Config } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';

/** The running job as its handler sees it. */
export interface RunningJob {
  id: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempts: number;
  /** Records how far the job is (0…1), e.g. for a report's progress bar. */
  setProgress(p: number): Promise<void>;
  /**
   * Marks the job done inside the handler's own transaction, so its effect and the done mark commit
   * together ("a restart loses none and repeats none"). Call it as the last statement of the
   * transaction that writes the job's effect. It throws (rolling that transaction back) when this
   * process no longer holds the job's lease, i.e. another process took it over after the lease ran
   * out. A handler that never calls it is marked done after it returns (at least once).
   */
  complete(tx: Queryable): Promise<void>;
}

/**
 * A background job's work. Throwing re-queues the job with backoff (30 s · 2^(attempts−1), at
 * most 1 h) until `max_attempts`, then marks it failed with the error message.
 */
export type JobHandler = (ctx: AppContext, payload: Record<string, unknown>, job: RunningJob) => Promise<void>;

/** A periodic job: each API process enqueues one job per tick with dedupe key `kind@<tick ISO time>`. */
export interface JobSchedule {
  kind: string;
  /** croner pattern, 5 fields (minute precision) or 6 (seconds first); or one read from the configuration. */
  cron: string | ((config: Config) => string);
  /** IANA time zone of the pattern (default UTC). */
  timezone?: string;
  payload?: object;
  /** Attempts of one tick's job (default 5); 1 for polls whose next tick does the same work anyway. */
  maxAttempts?: number;
}
