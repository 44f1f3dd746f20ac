import type { operations } from '../generated/openapi-types.ts';
import type { ApiClient } from '../request.ts';
import type { QueryOf } from '../typed/path-types.ts';
import type { AnswerOf } from '../types.ts';
import { serialiseParams } from '../url.ts';

/** The activity log (issue 30 part 4): a page of entries and the filters both reads take. */
export type ActivityPage = AnswerOf<'listActivity'>;
export type ActivityEntry = ActivityPage['results'][number];
export type ActivityKind = ActivityEntry['kind'];
export type ActivityQuery = QueryOf<operations['listActivity']>;
export type ActivityFilterQuery = QueryOf<operations['exportActivity']>;

/** GET activity/export/: every entry of the filters as CSV (a file answer, so the request layer's download). */
export const activityExportPath = (filters: ActivityFilterQuery) => {
  const query = serialiseParams(filters);
  return query ? `activity/export/?${query}` : 'activity/export/';
};
export const downloadActivity = (api: ApiClient, filters: ActivityFilterQuery) => api.download(activityExportPath(filters));
