import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText, idPathParams, pathId, text, usernameText } from '../../schemas/strings.ts';
import { createFeature, featuresOf, removeFeature, updateFeature } from '../../services/featured-campaigns-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const featureAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'broadcaster', 'campaign', 'start_time', 'end_time'],
  properties: {
    id: { type: 'integer' },
    broadcaster: { type: 'string', description: 'Username' },
    campaign: { type: 'string', description: 'Campaign slug' },
    start_time: { type: 'string', format: 'date-time' },
    end_time: { type: 'string', format: 'date-time' },
  },
} as const;

// Dates are read by the service so a missing or bad one answers the form's message (libs/validation).
const instantText = text(64);
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * featured-campaigns/ (spec 01 §2 Feature Broadcaster and featured-campaigns modals, §3
 * FeaturedCampaign, §7): managers in scope read a campaign's features; editors of a running campaign
 * add them and change or remove current and upcoming ones.
 */
export const featuredCampaignsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/featured-campaigns/',
    {
      schema: {
        tags: ['featured-campaigns'],
        operationId: 'listFeaturedCampaigns',
        summary: "A campaign's featured broadcasters, earliest start first",
        security: tokenOnly,
        querystring: { type: 'object', required: ['campaign'], properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: featureAnswer }, ...errors },
      },
    },
    async (request) => featuresOf(db, currentUser(request), request.query.campaign),
  );

  app.post(
    '/featured-campaigns/',
    {
      schema: {
        tags: ['featured-campaigns'],
        operationId: 'createFeaturedCampaign',
        summary: 'Feature a broadcaster of the campaign for a time window within the campaign dates',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign'],
          properties: { broadcaster: usernameText, campaign: campaignSlugText, start_time: instantText, end_time: instantText },
        },
        response: { 201: featureAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createFeature(db, currentUser(request), request.body, app.ctx.now())),
  );

  app.patch(
    '/featured-campaigns/:id/',
    {
      schema: {
        tags: ['featured-campaigns'],
        operationId: 'updateFeaturedCampaign',
        summary: 'Move the start or end of a current or upcoming feature',
        security: tokenOnly,
        params: idPathParams,
        body: { type: 'object', additionalProperties: false, properties: { start_time: instantText, end_time: instantText } },
        response: { 200: featureAnswer, ...errors },
      },
    },
    async (request) => updateFeature(db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/featured-campaigns/:id/',
    {
      schema: {
        tags: ['featured-campaigns'],
        operationId: 'deleteFeaturedCampaign',
        summary: 'Remove a current or upcoming feature',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      await removeFeature(db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );
};
