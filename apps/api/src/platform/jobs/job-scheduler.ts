import { Cron } from 'croner';
import type { AppContext } from '../../context/app-context.ts';
import { enqueueJob, raiseWatermark, readWatermark } from './repositories/jobs-repository.ts';
import { KEEP_DONE_DAYS } from './cleanup-jobs.ts';
import type { JobSchedule } from './job-types.ts';

/** The dedupe key of one tick: every process enqueuing the same tick writes the same key. */
export function tickKey(kind: string, tick: Date): string {
  return `${kind}@${tick.toISOString()}`;
}

/** The watermark of a schedule: up to when some process checked its ticks. */
const watermarkOf = (kind: string) => `cron:${kind}`;
const DAY_MS = 86_400_000;

/**
 * Turns cron schedules into jobs: on each `check`, every tick that came since the previous check is
 * enqueued once, with dedupe key `kind@<tick time>`, so several API processes (or a restart within
 * the same minute) never enqueue one tick twice. A restart catches up (decision 625): the first
 * check enqueues each schedule's latest tick missed while no process checked it (since its
 * watermark, at most a week back, as long as done jobs are kept for the dedupe key), one tick per
 * schedule however long the gap, so the 7 AM audits or the midnight cap reset run late rather than
 * not at all. A database no process ever checked catches up nothing. croner does the pattern and
 * time-zone arithmetic; the clock is the app's (`ctx.now`).
 */
export class JobScheduler {
  private readonly crons: Array<{ schedule: JobSchedule; cron: Cron }>;
  private since: Date;
  private checked = false;

  constructor(
    private readonly ctx: AppContext,
    schedules: readonly JobSchedule[],
  ) {
    this.crons = schedules.map((schedule) => ({
      schedule,
      cron: new Cron(typeof schedule.cron === 'string' ? schedule.cron : schedule.cron(ctx.config), {
        timezone: schedule.timezone ?? 'UTC',
        paused: true,
      }),
    }));
    this.since = ctx.now();
  }

  /** Enqueues the ticks in (previous check, now] (and on the first check the missed ones); answers the keys of ticks newly enqueued. */
  async check(): Promise<string[]> {
    const now = this.ctx.now();
    const enqueued: string[] = [];
    const first = !this.checked;
    this.checked = true;
    for (const { schedule, cron } of this.crons) {
      const ticks: Date[] = [];
      if (first) {
        const missed = await this.latestMissedTick(schedule.kind, cron);
        if (missed) ticks.push(missed);
      }
      for (let tick = cron.nextRun(this.since); tick && tick <= now; tick = cron.nextRun(tick)) ticks.push(tick);
      for (const tick of ticks) {
        const key = tickKey(schedule.kind, tick);
        const id = await enqueueJob(this.ctx.db, {
          kind: schedule.kind,
          payload: { ...(schedule.payload ?? {}), scheduledAt: tick.toISOString() },
          runAt: tick,
          dedupeKey: key,
          maxAttempts: schedule.maxAttempts,
        });
        if (id !== undefined) enqueued.push(key);
      }
      if (first || ticks.length > 0) await raiseWatermark(this.ctx.db, watermarkOf(schedule.kind), now);
    }
    this.since = now;
    return enqueued;
  }

  /** The schedule's latest tick after its watermark and up to this scheduler's start, if any. */
  private async latestMissedTick(kind: string, cron: Cron): Promise<Date | undefined> {
    const watermark = await readWatermark(this.ctx.db, watermarkOf(kind));
    if (!watermark) return undefined;
    const from = new Date(Math.max(watermark.getTime(), this.since.getTime() - KEEP_DONE_DAYS * DAY_MS));
    let latest: Date | undefined;
    for (let tick = cron.nextRun(from); tick && tick <= this.since; tick = cron.nextRun(tick)) latest = tick;
    return latest;
  }

  stop(): void {
    for (const { cron } of this.crons) cron.stop();
  }
}
