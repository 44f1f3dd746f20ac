import type { Db } from '../../db/db.ts';
import { createMonthPartition, PARTITIONED_EVENT_TABLES, type UtcMonth } from './repositories/event-partitions-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-types.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC months from the one holding `from` to the one holding `to`, in order. */
export function utcMonths(from: Date, to: Date): UtcMonth[] {
  const months: UtcMonth[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth();
  const last = to.getUTCFullYear() * 12 + to.getUTCMonth();
  while (year * 12 + month <= last) {
    const nextYear = month === 11 ? year + 1 : year;
    const next = (month + 1) % 12;
    months.push({
      suffix: `${year}_${pad(month + 1)}`,
      start: `${year}-${pad(month + 1)}-01T00:00:00Z`,
      end: `${nextYear}-${pad(next + 1)}-01T00:00:00Z`,
    });
    year = nextYear;
    month = next;
  }
  return months;
}

/**
 * Makes sure every raw event table has its monthly partition for each month from `from` to `to`
 * (decision 623), one transaction per table and month; rows of those months waiting in the default
 * partition move in. Answers how many partitions it created.
 */
export async function ensureEventPartitions(db: Db, from: Date, to: Date): Promise<number> {
  let created = 0;
  for (const month of utcMonths(from, to)) {
    for (const table of PARTITIONED_EVENT_TABLES) {
      if (await db.transaction((tx) => createMonthPartition(tx, table, month))) created += 1;
    }
  }
  return created;
}

/** The months kept ready: last month (late reports) to two months ahead. */
export function monthsAround(now: Date): [Date, Date] {
  return [
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)),
  ];
}

export const EVENT_PARTITIONS_JOB = 'events.partitions';
/** Daily, so next months' partitions exist long before their first event. */
export const EVENT_PARTITIONS_CRON = '23 0 * * *';

/** The daily job: the partitions of monthsAround(now). */
export const ensureEventPartitionsJob: JobHandler = async (ctx) => {
  const [from, to] = monthsAround(ctx.now());
  await ensureEventPartitions(ctx.db, from, to);
};
