import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/db.ts';
import { neutraliseCell, pagedCsv } from '../reports/index.ts';
import type { UserRow } from '../shared/index.ts';
import { activityAnswer } from './activity-answers.ts';
import { olderComponentNames } from './activity-older-values.ts';
import { activityFilters, activityViewer } from './activity-filters.ts';
import type { ActivityExportQuery } from './schemas/activity-schemas.ts';
import { activityPage, type ActivityCursor, type ActivityRow } from './repositories/activity-repository.ts';
import type { ActivityViewer } from './activity-filters.ts';

/** The team cell of an entry about several teams, and of one about none (as the page says them). */
export const SEVERAL_TEAMS = 'Several teams';
export const NO_TEAM = 'No team';

/** Entries read per round trip of the export. */
export const ACTIVITY_EXPORT_PAGE = 1000;

/** The export's columns: one row per entry, its changes in one cell ("field: before -> after; ..."). */
export const ACTIVITY_CSV_COLUMNS = ['time', 'person', 'kind', 'action', 'team', 'campaign', 'subject', 'changes'] as const;

/** A page of entries as CSV cells, its changes in one cell; cells are neutralised against formulas. */
async function activityCells(db: Queryable, viewer: ActivityViewer, page: ActivityRow[]): Promise<string[][]> {
  const components = await olderComponentNames(db, page);
  return page.map((row) => {
    const entry = activityAnswer(row, viewer, components);
    const changes = entry.changes.map((c) => `${c.field}: ${c.before ?? '-'} -> ${c.after ?? '-'}`).join('; ');
    return [
      entry.created,
      entry.actor.email,
      entry.kind,
      entry.action,
      entry.team?.name ?? (entry.several_teams ? SEVERAL_TEAMS : entry.campaign ? '' : NO_TEAM),
      entry.campaign?.name ?? '',
      entry.subject,
      changes,
    ].map((cell) => neutraliseCell(cell) as string);
  });
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
  const filters = await activityFilters(db, viewer, query);
  return pagedCsv<ActivityRow, ActivityCursor>({
    columns: ACTIVITY_CSV_COLUMNS,
    pageSize,
    page: (cursor, size) => activityPage(db, filters, cursor, size),
    cursorAfter: (last) => ({ created: last.created_key, id: Number(last.id) }),
    cells: (page) => activityCells(db, viewer, page),
  });
}
