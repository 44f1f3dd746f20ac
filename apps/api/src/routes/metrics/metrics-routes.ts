import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText } from '../../schemas/strings.ts';
import { SERIES_RANGES, clicksSeries, viewershipSeries } from '../../services/campaign-series.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const seriesQuery = {
  type: 'object',
  required: ['campaign'],
  properties: { campaign: campaignSlugText, days: { type: 'string', enum: [...SERIES_RANGES], default: 'all' } },
} as const;

const day = { type: 'string', format: 'date', description: 'UTC day YYYY-MM-DD' } as const;
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * GET metrics/{metric}/ of the campaign overview charts (spec 01 §2, §7): one entry per UTC day of
 * the range (07, 30, 60, 90 or all), read from the daily rollups only. Managers in scope.
 */
export const metricsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/metrics/clicks-by-day/',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'campaignClicksByDay',
        summary: "A campaign's clicks and conversions per day",
        security: tokenOnly,
        querystring: seriesQuery,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['day', 'clicks', 'conversions'],
              properties: { day, clicks: { type: 'integer' }, conversions: { type: 'integer' } },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => clicksSeries(app.ctx.db, currentUser(request), request.query.campaign, request.query.days, app.ctx.now()),
  );

  app.get(
    '/metrics/viewership/',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'campaignViewershipByDay',
        summary: "A campaign's viewership per day",
        security: tokenOnly,
        querystring: seriesQuery,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['day', 'viewable_minutes', 'minutes_broadcast', 'average_viewers', 'peak_viewers'],
              properties: {
                day,
                viewable_minutes: { type: 'number' },
                minutes_broadcast: { type: 'number' },
                average_viewers: { type: 'integer' },
                peak_viewers: { type: 'integer' },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => viewershipSeries(app.ctx.db, currentUser(request), request.query.campaign, request.query.days, app.ctx.now()),
  );
};
