import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, idPathParams, pathId, slugParams, text } from '../../../schemas/strings.ts';
import {
  campaignWebhooks,
  changeLinkSettings,
  changeWebhook,
  createWebhook,
  linkSettings,
  removeWebhook,
  testWebhook,
  UTM_MAX,
  WEBHOOK_URL_MAX,
} from '../webhooks-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { createdWebhookAnswer, linkSettingsAnswer, webhookAnswer } from './webhooks-schemas.ts';

const tags = ['webhooks'];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const urlText = text(WEBHOOK_URL_MAX);
const utmText = text(UTM_MAX);

/**
 * webhooks/ (issue 8 "Webhooks"; decision 524): a campaign's HTTPS endpoints for counted clicks and
 * conversions, with their delivery log; campaign-link-settings/{slug}/: its UTM parameters (decision 523).
 * Reading needs a manager who sees the campaign; changing needs one who may edit it.
 */
export const webhooksRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/webhooks/',
    {
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'A campaign’s webhooks and their latest deliveries',
        security: tokenOnly,
        querystring: { type: 'object', required: ['campaign'], properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: webhookAnswer }, ...errors },
      },
    },
    async (request) => campaignWebhooks(db, currentUser(request), request.query.campaign),
  );

  app.post(
    '/webhooks/',
    {
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Register a webhook on a campaign (answers its signing secret once)',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { campaign: campaignSlugText, url: urlText, active: { type: 'boolean' } },
        },
        response: { 201: createdWebhookAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createWebhook(db, app.ctx, currentUser(request), request.body, app.ctx.now())),
  );

  app.patch(
    '/webhooks/:id/',
    {
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Change a webhook’s address or switch it on or off',
        security: tokenOnly,
        params: idPathParams,
        body: { type: 'object', additionalProperties: false, properties: { url: urlText, active: { type: 'boolean' } } },
        response: { 200: webhookAnswer, ...errors },
      },
    },
    async (request) => changeWebhook(db, app.ctx, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/webhooks/:id/',
    {
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook and its delivery log',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await removeWebhook(db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/test/',
    {
      schema: {
        tags,
        operationId: 'testWebhook',
        summary: 'Queue a test event to a webhook',
        security: tokenOnly,
        params: idPathParams,
        response: {
          202: { type: 'object', additionalProperties: false, required: ['queued'], properties: { queued: { type: 'integer' } } },
          ...errors,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await testWebhook(db, currentUser(request), pathId(request.params.id), app.ctx.now())),
  );

  app.get(
    '/campaign-link-settings/:slug/',
    {
      schema: {
        tags,
        operationId: 'getCampaignLinkSettings',
        summary: 'The UTM parameters a campaign adds to its tracked links',
        security: tokenOnly,
        params: slugParams,
        response: { 200: linkSettingsAnswer, ...errors },
      },
    },
    async (request) => linkSettings(db, currentUser(request), request.params.slug),
  );

  app.put(
    '/campaign-link-settings/:slug/',
    {
      schema: {
        tags,
        operationId: 'updateCampaignLinkSettings',
        summary: 'Set the UTM parameters of a campaign’s tracked links ("" clears one)',
        security: tokenOnly,
        params: slugParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { utm_source: utmText, utm_medium: utmText, utm_campaign: utmText },
        },
        response: { 200: linkSettingsAnswer, ...errors },
      },
    },
    async (request) => changeLinkSettings(db, currentUser(request), request.params.slug, request.body, app.ctx.now()),
  );
};
