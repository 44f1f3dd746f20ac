import type { Queryable } from '../../db/db.ts';
import type { UserRow } from '../shared/index.ts';
import { activityAnswer } from './activity-answers.ts';
import type { ActivityPageAnswer } from './schemas/activity-schemas.ts';
import { activityFilters, activityViewer, decodeCursor, encodeCursor } from './activity-filters.ts';
import type { ActivityQuery } from './schemas/activity-schemas.ts';
import { activityPage } from './repositories/activity-repository.ts';
import { olderComponentNames } from './activity-older-values.ts';

/** Entries per page unless `page_size` says otherwise (at most MAX_PAGE_SIZE). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** GET activity/: one page of the entries the viewer may see, newest first, with the query's filters. */
export async function listActivity(db: Queryable, user: UserRow, query: ActivityQuery): Promise<ActivityPageAnswer> {
  const viewer = await activityViewer(db, user);
  const cursor = decodeCursor(query.cursor);
  const size = query.page_size ? Number(query.page_size) : DEFAULT_PAGE_SIZE;
  const rows = await activityPage(db, await activityFilters(db, viewer, query), cursor, size + 1);
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  const components = await olderComponentNames(db, shown);
  return {
    results: shown.map((row) => activityAnswer(row, viewer, components)),
    next: rows.length > size && last ? encodeCursor({ created: last.created_key, id: Number(last.id) }) : null,
  };
}
