import { utcDayKey } from '@advocate/metrics-math';
import type { Db } from '../db/db.ts';
import { closedDaysVersion, readChannelSnapshot, storeChannelSnapshot, type SnapshotKind } from '../repositories/channel-snapshots-repository.ts';

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

/**
 * The figures of a read's closed days (decision 621): the kept snapshot when it is of the
 * campaign's current closed-days version and first day and still answers, else computed and kept.
 * The version is read before the rollups, so an event committed meanwhile leaves a snapshot of an
 * older version, which the next read replaces.
 */
export async function closedDaysFigures<T>(db: Db, request: ClosedDaysRequest<T>): Promise<T> {
  const { kind, campaignId, until, first } = request;
  const version = await closedDaysVersion(db, campaignId);
  const kept = await readChannelSnapshot(db, kind, campaignId, until);
  if (kept && kept.version === version && kept.first_day === first) {
    const figures = JSON.parse(kept.figures) as T;
    if (!request.answers || request.answers(figures)) return figures;
  }
  const figures = await request.compute();
  await storeChannelSnapshot(db, kind, campaignId, until, { first_day: first, version, figures: JSON.stringify(figures) });
  return figures;
}
