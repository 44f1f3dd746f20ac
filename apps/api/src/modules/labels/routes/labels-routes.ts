import { limits } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, idNumber, idPathParams, pathId, text, usernameText } from '../../../schemas/strings.ts';
import { batchUpdateLabels, createLabel, deleteLabel, labelsOf, updateLabel } from '../labels-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const labelAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'campaign', 'broadcasters', 'components'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    campaign: { type: 'string', description: 'Campaign slug' },
    broadcasters: { type: 'array', items: { type: 'string' }, description: 'Usernames' },
    components: { type: 'array', items: { type: 'integer' } },
  },
} as const;

// The name's own bound is checked by the form rule (its message); the schema bound only keeps bodies small.
const changeFields = {
  name: text(limits.labelMaxLength * 8),
  broadcasters: { type: 'array', maxItems: 5000, items: usernameText },
  components: { type: 'array', maxItems: 5000, items: idNumber },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** labels/ (spec 01 §3 Label, §7): the groups of a campaign; writes need canEditCampaigns. */
export const labelsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/labels/',
    {
      schema: {
        tags: ['labels'],
        operationId: 'listLabels',
        summary: "A campaign's groups",
        security: tokenOnly,
        querystring: { type: 'object', required: ['campaign'], properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: labelAnswer }, ...errors },
      },
    },
    async (request) => labelsOf(db, currentUser(request), request.query.campaign),
  );

  app.post(
    '/labels/',
    {
      schema: {
        tags: ['labels'],
        operationId: 'createLabel',
        summary: 'Create a group on a campaign',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'campaign'],
          properties: { ...changeFields, campaign: campaignSlugText },
        },
        response: { 201: labelAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createLabel(db, currentUser(request), request.body, app.ctx.now())),
  );

  app.patch(
    '/labels/:id/',
    {
      schema: {
        tags: ['labels'],
        operationId: 'updateLabel',
        summary: 'Rename a group or set its broadcasters or components',
        security: tokenOnly,
        params: idPathParams,
        body: { type: 'object', additionalProperties: false, properties: changeFields },
        response: { 200: labelAnswer, ...errors },
      },
    },
    async (request) => updateLabel(db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/labels/:id/',
    {
      schema: {
        tags: ['labels'],
        operationId: 'deleteLabel',
        summary: 'Delete a group',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      await deleteLabel(db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/labels/batch_update/',
    {
      schema: {
        tags: ['labels'],
        operationId: 'batchUpdateLabels',
        summary: 'Save several groups at once (all or nothing)',
        security: tokenOnly,
        body: {
          type: 'array',
          maxItems: 500,
          items: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...changeFields, id: idNumber } },
        },
        response: { 200: { type: 'array', items: labelAnswer }, ...errors },
      },
    },
    async (request) => batchUpdateLabels(db, currentUser(request), request.body, app.ctx.now()),
  );
};
