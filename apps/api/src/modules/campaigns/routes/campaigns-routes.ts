import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import {
  campaignCreateBody,
  campaignDetail,
  campaignMetrics,
  campaignUpdateBody,
  includeMetricsQuery,
} from '../schemas/campaign-schemas.ts';
import { componentSlug, errorAnswer } from '../../../schemas/answers.ts';
import { slugParams, text } from '../../../schemas/strings.ts';
import { createCampaign } from '../campaign-create.ts';
import { campaignDetail as readCampaignDetail, campaignDetailById, campaignList, wantsMetrics } from '../campaign-detail.ts';
import { deleteCampaign, updateCampaign } from '../campaign-update.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const campaignSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'team', 'start_date', 'end_date', 'is_demo', 'available_components', 'status'],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    team: { type: ['integer', 'null'] },
    start_date: { type: 'string', format: 'date-time' },
    end_date: { type: ['string', 'null'], format: 'date-time' },
    is_demo: { type: 'boolean' },
    available_components: { type: 'array', items: componentSlug },
    status: { type: ['string', 'null'] },
    metrics: { ...campaignMetrics, description: 'All-time clicks and conversions, with include_metrics=true.' },
  },
} as const;

const writeErrors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * campaigns/ (spec 01 §7): the scoped list (spec 01 §6, spec 02 §6) with its filters, the detail,
 * creation (the wizard and Add a Sponsor), update (details, settings, end) and deletion.
 */
export const campaignsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/campaigns/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listCampaigns',
        summary: 'The campaigns the signed-in user may see',
        description:
          'Filters: include_metrics=true adds all-time clicks and conversions; broadcaster=<username> (managers) keeps the campaigns that broadcaster is on.',
        security: tokenOnly,
        querystring: { type: 'object', properties: { include_metrics: text(10), broadcaster: text(150) } },
        response: { 200: { type: 'array', items: campaignSummary }, 401: errorAnswer },
      },
    },
    async (request) => campaignList(db, currentUser(request), request.query),
  );

  app.post(
    '/campaigns/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'createCampaign',
        summary: 'Create a campaign (creation wizard, Add a Sponsor)',
        security: tokenOnly,
        body: campaignCreateBody,
        response: { 201: campaignDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const now = app.ctx.now();
      const { id } = await createCampaign(db, currentUser(request), request.body, now);
      return reply.code(201).send(await campaignDetailById(db, id, false, now));
    },
  );

  app.get(
    '/campaigns/:slug/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'readCampaign',
        summary: 'A campaign (with include_metrics=true its metrics and overview figures per date range)',
        security: tokenOnly,
        params: slugParams,
        querystring: includeMetricsQuery,
        response: { 200: campaignDetail, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) =>
      readCampaignDetail(db, currentUser(request), request.params.slug, wantsMetrics(request.query.include_metrics), app.ctx.now()),
  );

  app.patch(
    '/campaigns/:slug/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'updateCampaign',
        summary: 'Update a campaign: details, settings, or end_date now to end it',
        security: tokenOnly,
        params: slugParams,
        body: campaignUpdateBody,
        response: { 200: campaignDetail, ...writeErrors },
      },
    },
    async (request) => {
      const now = app.ctx.now();
      const id = await updateCampaign(db, currentUser(request), request.params.slug, request.body, now);
      return campaignDetailById(db, id, false, now);
    },
  );

  app.delete(
    '/campaigns/:slug/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'deleteCampaign',
        summary: 'Delete a campaign and everything of it',
        security: tokenOnly,
        params: slugParams,
        response: { 204: { type: 'null' }, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteCampaign(db, currentUser(request), request.params.slug, app.ctx.now());
      return reply.code(204).send(null);
    },
  );
};
