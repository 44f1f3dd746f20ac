import type { AppContext } from '../../context/app-context.ts';
import { jobHandlers, jobSchedules } from './job-handlers.ts';
import { JobRunner } from './job-runner.ts';
import { JobScheduler } from './job-scheduler.ts';
import type { JobHandler, JobSchedule } from './job-types.ts';

export interface RunningJobs {
  runner: JobRunner;
  scheduler: JobScheduler;
  /** When the last poll (cron check and claims) finished, in ms since the epoch, or since the start: /readyz (decision 736). */
  lastPollAt(): number;
  /** Stops claiming and scheduling, then waits for the jobs running now to finish. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  handlers?: Record<string, JobHandler>;
  schedules?: readonly JobSchedule[];
  log?: (line: string) => void;
}

/**
 * Starts this process's job runner and cron scheduler (JOBS_POLL_MS, JOBS_LEASE_SECONDS,
 * JOBS_CONCURRENCY). Every API process may run them: leases and tick dedupe keys keep each job
 * and each tick to one run.
 */
export function startJobs(ctx: AppContext, options: StartJobsOptions = {}): RunningJobs {
  const log = options.log ?? ((line: string) => console.error(`jobs: ${line}`));
  const runner = new JobRunner(ctx, {
    handlers: options.handlers ?? jobHandlers,
    leaseSeconds: ctx.config.JOBS_LEASE_SECONDS,
    concurrency: ctx.config.JOBS_CONCURRENCY,
    log,
  });
  const scheduler = new JobScheduler(ctx, options.schedules ?? jobSchedules);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> = Promise.resolve();
  let lastPollAt = Date.now();

  const tick = async () => {
    try {
      await scheduler.check();
      await runner.poll();
    } catch (error) {
      log(`poll failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    lastPollAt = Date.now();
  };
  const loop = () => {
    if (stopped) return;
    cycle = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, ctx.config.JOBS_POLL_MS);
    });
  };
  loop();

  return {
    runner,
    scheduler,
    lastPollAt: () => lastPollAt,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      scheduler.stop();
      await cycle;
      await runner.drain();
    },
  };
}
