import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { idNumber } from '../../schemas/strings.ts';
import { bulkUpdateRotations, rotationsOf } from '../../services/rotations-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const rotationAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'campaigns', 'images', 'xPos', 'yPos', 'scale'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: "The independent campaign's name, or 'Default rotation'" },
    campaigns: { type: 'array', items: { type: 'string' }, description: 'Campaign slugs' },
    images: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['image_url', 'version_id', 'component_id', 'campaign'],
        properties: {
          image_url: { type: 'string', description: "The active version's image or video" },
          version_id: { type: 'integer' },
          component_id: { type: 'integer' },
          campaign: { type: 'string', description: 'Campaign slug' },
        },
      },
    },
    xPos: { type: 'number', description: 'Left edge in base-canvas pixels' },
    yPos: { type: 'number', description: 'Top edge in base-canvas pixels' },
    scale: { type: 'number', description: '0.25 to 1' },
  },
} as const;

const positionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'xPos', 'yPos', 'scale'],
  properties: {
    id: idNumber,
    xPos: { type: 'number' },
    yPos: { type: 'number' },
    scale: { type: 'number' },
  },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** rotations/ (spec 02 §2 Stream preview, §3 Rotation, §7): a broadcaster's live-graphic positions. */
export const rotationsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/rotations/',
    {
      schema: {
        tags: ['rotations'],
        operationId: 'listRotations',
        summary: "The signed-in broadcaster's rotations that have live graphics",
        security: tokenOnly,
        response: { 200: { type: 'array', items: rotationAnswer }, ...errors },
      },
    },
    async (request) => rotationsOf(db, currentUser(request), app.ctx.now()),
  );

  app.put(
    '/rotations/bulk_update/',
    {
      schema: {
        tags: ['rotations'],
        operationId: 'bulkUpdateRotations',
        summary: 'Save the positions and scales of own rotations (all or nothing)',
        security: tokenOnly,
        body: { type: 'array', maxItems: 200, items: positionBody },
        response: { 200: { type: 'array', items: rotationAnswer }, ...errors },
      },
    },
    async (request) => bulkUpdateRotations(db, currentUser(request), request.body, app.ctx.now()),
  );
};
