import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';
import { claimDueJobs, markJobDone, markJobFailed, renewJobLease, requeueJob, setJobProgress } from './repositories/jobs-repository.ts';
import type { ClaimedJob, JobLease } from './repositories/jobs-repository.ts';
import type { JobHandler, RunningJob } from './job-types.ts';
import type { JobOutcome } from '../../context/meters.ts';

export interface JobRunnerOptions {
  /** Handlers by kind (default: job-handlers.ts). */
  handlers: Record<string, JobHandler>;
  /** Seconds a claim lasts without renewal; renewed every third of it while the job runs. */
  leaseSeconds: number;
  /** Jobs run at once by this runner. */
  concurrency: number;
  /** Who holds the leases (default: host, pid and a random part, unique per runner). */
  id?: string;
  log?: (line: string) => void;
}

/** Thrown by `job.complete(tx)` when this runner no longer holds the job (its lease ran out and another runner took it). */
export class JobLeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: lease lost to another runner`);
  }
}

const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 3600;

/** Seconds before retry number `attempts` (1 after the first failure): 30 s · 2^(attempts−1), at most 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';

/**
 * Claims due jobs from the `jobs` table and runs their handlers (issue 8: a restart loses none and
 * repeats none; two processes never run one job). See job-handlers.ts for the handler contract.
 */
export class JobRunner {
  readonly id: string;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly options: JobRunnerOptions,
  ) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Jobs running now. */
  get busy(): number {
    return this.running.size;
  }

  /**
   * Claims as many due jobs as there are free slots and starts them; answers when they are started
   * (`drain` waits for them). Answers how many were claimed.
   */
  async poll(): Promise<number> {
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return 0;
    const jobs = await claimDueJobs(this.ctx.db, this.id, this.ctx.now(), this.options.leaseSeconds, free);
    for (const job of jobs) {
      const run = this.run(job).finally(() => this.running.delete(run));
      this.running.add(run);
    }
    return jobs.length;
  }

  /** Waits for the jobs this runner started. */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Claims and runs due jobs until none is left (tests, one-shot tools). */
  async runDue(): Promise<void> {
    while ((await this.poll()) > 0) await this.drain();
    await this.drain();
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { ctx } = this;
    const lease: JobLease = { id: job.id, lockedBy: this.id, attempts: job.attempts };
    if (job.attempts > job.max_attempts) {
      // Claimed again after its process died on the last attempt.
      await markJobFailed(ctx.db, lease, ctx.now(), `lease expired on the last attempt (${job.max_attempts})`);
      return;
    }
    const handler = this.options.handlers[job.kind];
    if (!handler) {
      await markJobFailed(ctx.db, lease, ctx.now(), `no handler for job kind '${job.kind}'`);
      return;
    }
    const started = Date.now();
    const finished = (outcome: JobOutcome) => ctx.meters?.jobFinished(job.kind, outcome, (Date.now() - started) / 1000);
    let completed = false;
    const running: RunningJob = {
      id: job.id,
      attempts: job.attempts,
      setProgress: (p) => setJobProgress(ctx.db, lease, p),
      complete: async (tx: Queryable) => {
        if (!(await markJobDone(tx, lease, ctx.now()))) throw new JobLeaseLostError(job.id);
        completed = true;
      },
    };
    const renewEveryMs = (this.options.leaseSeconds * 1000) / 3;
    const renewal = setInterval(() => {
      renewJobLease(ctx.db, lease, ctx.now(), this.options.leaseSeconds).catch((error: unknown) =>
        this.log(`job ${job.id}: lease renewal failed: ${message(error)}`),
      );
    }, renewEveryMs);
    renewal.unref?.();
    try {
      await handler(ctx, job.payload ?? {}, running);
      clearInterval(renewal);
      if (!completed && !(await markJobDone(ctx.db, lease, ctx.now()))) {
        this.log(`job ${job.id} (${job.kind}): finished after its lease was lost`);
        finished('lease_lost');
      } else finished('done');
    } catch (error) {
      clearInterval(renewal);
      if (error instanceof JobLeaseLostError) {
        this.log(error.message);
        finished('lease_lost');
        return;
      }
      const reason = message(error);
      try {
        if (job.attempts >= job.max_attempts) {
          await markJobFailed(ctx.db, lease, ctx.now(), reason);
          this.log(`job ${job.id} (${job.kind}) failed after ${job.attempts} attempts: ${reason}`);
          finished('failed');
        } else {
          await requeueJob(ctx.db, lease, new Date(ctx.now().getTime() + backoffSeconds(job.attempts) * 1000), reason);
          finished('retried');
        }
      } catch (writeError) {
        // The lease runs out and the job is claimed again.
        this.log(`job ${job.id}: could not record its failure: ${message(writeError)}`);
      }
    }
  }

  private log(line: string): void {
    (this.options.log ?? ((l: string) => console.error(`jobs: ${l}`)))(line);
  }
}
