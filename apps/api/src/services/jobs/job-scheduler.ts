import { Cron } from 'croner';
import type { AppContext } from '../../context/app-context.ts';
import { enqueueJob } from '../../repositories/jobs-repository.ts';
import type { JobSchedule } from './job-types.ts';

/** The dedupe key of one tick: every process enqueuing the same tick writes the same key. */
export function tickKey(kind: string, tick: Date): string {
  return `${kind}@${tick.toISOString()}`;
}

/**
 * Turns cron schedules into jobs: on each `check`, every tick that came since the previous check is
 * enqueued once, with dedupe key `kind@<tick time>`, so several API processes (or a restart within
 * the same minute) never enqueue one tick twice. Ticks before the scheduler started are not caught
 * up. croner does the pattern and time-zone arithmetic; the clock is the app's (`ctx.now`).
 */
export class JobScheduler {
  private readonly crons: Array<{ schedule: JobSchedule; cron: Cron }>;
  private since: Date;

  constructor(
    private readonly ctx: AppContext,
    schedules: readonly JobSchedule[],
  ) {
    this.crons = schedules.map((schedule) => ({ schedule, cron: new Cron(typeof schedule.cron === 'string' ? schedule.cron : schedule.cron(ctx.config), { timezone: schedule.timezone ?? 'UTC', paused: true }) }));
    this.since = ctx.now();
  }

  /** Enqueues the ticks in (previous check, now]; answers the keys of ticks newly enqueued. */
  async check(): Promise<string[]> {
    const now = this.ctx.now();
    const enqueued: string[] = [];
    for (const { schedule, cron } of this.crons) {
      let tick = cron.nextRun(this.since);
      while (tick && tick <= now) {
        const key = tickKey(schedule.kind, tick);
        const id = await enqueueJob(this.ctx.db, { kind: schedule.kind, payload: { ...(schedule.payload ?? {}), scheduledAt: tick.toISOString() }, runAt: tick, dedupeKey: key, maxAttempts: schedule.maxAttempts });
        if (id !== undefined) enqueued.push(key);
        tick = cron.nextRun(tick);
      }
    }
    this.since = now;
    return enqueued;
  }

  stop(): void {
    for (const { cron } of this.crons) cron.stop();
  }
}
