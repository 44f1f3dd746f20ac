import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { attachment } from '../../../plugins/attachment-header.ts';
import { activityCsv } from '../activity-csv.ts';
import { listActivity } from '../activity-log.ts';
import { activityExportQuery, activityPageAnswer, activityPageQuery } from '../schemas/activity-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer };

/**
 * The activity log (issue 30 part 4): GET activity/ a page at a time (keyset, newest first) and
 * GET activity/export/ as CSV, with the same filters. Managers who may view users; a manager sees
 * their teams' entries, an admin all (decision 801). Nothing updates or deletes an entry.
 */
export const activityRoutes: ApiPlugin = async (app) => {
  app.get(
    '/activity/',
    {
      schema: {
        tags: ['activity'],
        operationId: 'listActivity',
        summary: 'Manager actions, newest first, a page at a time (view-users permission)',
        security: tokenOnly,
        querystring: activityPageQuery,
        response: { 200: activityPageAnswer, ...errors },
      },
    },
    async (request) => listActivity(app.ctx.db, currentUser(request), request.query),
  );

  app.get(
    '/activity/export/',
    {
      schema: {
        tags: ['activity'],
        operationId: 'exportActivity',
        summary: 'Every manager action the filters select, as CSV (view-users permission)',
        security: tokenOnly,
        querystring: activityExportQuery,
        response: { 200: { description: 'CSV with a header row', type: 'string', format: 'binary' }, ...errors },
      },
    },
    async (request, reply) => {
      const csv = await activityCsv(app.ctx.db, currentUser(request), request.query);
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment('activity.csv'))
          .header('Cache-Control', 'private, no-store')
          // The 200 schema documents a file; Fastify sends a stream as it is, without serialising it.
          .send(csv as unknown as string)
      );
    },
  );
};
