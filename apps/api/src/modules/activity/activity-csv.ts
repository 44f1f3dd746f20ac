import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../db/db.ts';
import { neutraliseCell } from '../reports/index.ts';
import type { UserRow } from '../shared/index.ts';
import { activityAnswer } from './activity-answers.ts';
import { olderComponentNames } from './activity-older-values.ts';
import { activityFilters, activityViewer } from './activity-filters.ts';
import type { ActivityExportQuery } from './schemas/activity-schemas.ts';
import { activityPage, type ActivityCursor, type ActivityFilters } from './repositories/activity-repository.ts';
import type { ActivityViewer } from './activity-filters.ts';

/** The team cell of an entry about several teams, and of one about none (as the page says them). */
export const SEVERAL_TEAMS = 'Several teams';
export const NO_TEAM = 'No team';

/** Entries read per round trip of the export. */
export const ACTIVITY_EXPORT_PAGE = 1000;

/** The export's columns: one row per entry, its changes in one cell ("field: before -> after; ..."). */
export const ACTIVITY_CSV_COLUMNS = ['time', 'person', 'kind', 'action', 'team', 'campaign', 'subject', 'changes'] as const;

async function* activityCells(db: Queryable, viewer: ActivityViewer, filters: ActivityFilters, pageSize: number): AsyncGenerator<string[]> {
  let cursor: ActivityCursor | null = null;
  for (;;) {
    const page = await activityPage(db, filters, cursor, pageSize);
    const components = await olderComponentNames(db, page);
    for (const row of page) {
      const entry = activityAnswer(row, viewer, components);
      const changes = entry.changes.map((c) => `${c.field}: ${c.before ?? '-'} -> ${c.after ?? '-'}`).join('; ');
      yield [
        entry.created,
        entry.actor.email,
        entry.kind,
        entry.action,
        entry.team?.name ?? (entry.several_teams ? SEVERAL_TEAMS : entry.campaign ? '' : NO_TEAM),
        entry.campaign?.name ?? '',
        entry.subject,
        changes,
      ].map((cell) => neutraliseCell(cell) as string);
    }
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    cursor = { created: last.created_key, id: Number(last.id) };
  }
}

/**
 * GET activity/export/: every entry the page's filters select (without its cursor), newest first,
 * as CSV read a page at a time as the client takes it, so the whole log needs one page of memory.
 * Cells are neutralised against spreadsheet formulas. Access is checked before the stream starts.
 */
export async function activityCsv(
  db: Queryable,
  user: UserRow,
  query: ActivityExportQuery,
  pageSize = ACTIVITY_EXPORT_PAGE,
): Promise<Readable> {
  const viewer = await activityViewer(db, user);
  const rows = Readable.from(activityCells(db, viewer, await activityFilters(db, viewer, query), pageSize));
  const csv = stringify({ header: true, columns: [...ACTIVITY_CSV_COLUMNS] });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
