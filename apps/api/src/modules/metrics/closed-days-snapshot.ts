import { utcDayKey } from '@advocate/metrics-math';
import type { Db } from '../../db/db.ts';
import {
  closedDaysVersion,
  readClosedDaySnapshot,
  readSnapshotStamp,
  storeClosedDaySnapshot,
  type SnapshotKind,
} from './repositories/closed-day-snapshots-repository.ts';

/** Before any day an event can have: the first day of a closed-days window. */
export const EARLIEST_DAY = '1970-01-01';

/** The UTC day before `day` ('YYYY-MM-DD'). */
export const dayBefore = (day: string) => utcDayKey(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

export interface ClosedDaysRequest<T> {
  kind: SnapshotKind;
  campaignId: number;
  /** The last day the ranges count; the snapshot sums the days before it. */
  until: string;
  /** The campaign's first day (a snapshot of another first day is not used). */
  first: string;
  /** Whether a kept snapshot still answers (e.g. read for every broadcaster shown now). */
  answers?: (kept: T) => boolean;
  /** Reads the figures of the closed days (`EARLIEST_DAY` to the day before `until`) from the rollups. */
  compute: () => Promise<T>;
}

/** Parsed snapshots of this process by kind, campaign and day, with the stamp they were read at. */
const parsed = new Map<string, { stamp: string; figures: unknown }>();
/** Campaigns × kinds whose parsed snapshot a process keeps (the oldest read goes first). */
const MAX_PARSED = 32;

function remember(key: string, stamp: string, figures: unknown): void {
  parsed.delete(key);
  parsed.set(key, { stamp, figures });
  if (parsed.size > MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
}

/**
 * The figures of a read's closed days (decision 621): the kept snapshot when it is of the
 * campaign's current closed-days version and first day and still answers, else computed and kept.
 * The version is read before the rollups, so an event committed meanwhile leaves a snapshot of an
 * older version, which the next read replaces. A process keeps the last snapshots it parsed and
 * reuses one while the stored snapshot's stamp is unchanged (the figures are then read-only).
 */
export async function closedDaysFigures<T>(db: Db, request: ClosedDaysRequest<T>): Promise<T> {
  const { kind, campaignId, until, first } = request;
  const version = await closedDaysVersion(db, campaignId);
  const stamp = await readSnapshotStamp(db, kind, campaignId, until);
  if (stamp && stamp.version === version && stamp.first_day === first) {
    const key = `${kind}:${campaignId}:${until}`;
    const memo = parsed.get(key);
    let figures = memo && memo.stamp === stamp.stamp ? (memo.figures as T) : undefined;
    if (figures === undefined) {
      const kept = await readClosedDaySnapshot(db, kind, campaignId, until);
      if (kept && kept.version === version && kept.first_day === first) {
        figures = JSON.parse(kept.figures) as T;
        remember(key, stamp.stamp, figures);
      }
    }
    if (figures !== undefined && (!request.answers || request.answers(figures))) return figures;
  }
  const figures = await request.compute();
  await storeClosedDaySnapshot(db, kind, campaignId, until, { first_day: first, version, figures: JSON.stringify(figures) });
  return figures;
}
