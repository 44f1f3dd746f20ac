import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { slugParams } from '../../../schemas/strings.ts';
import { readConversionSecret, rotateConversionSecret } from '../conversion-secrets.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const secretAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['campaign', 'secret', 'rotated'],
  properties: { campaign: { type: 'string' }, secret: { type: 'string' }, rotated: { type: 'string', format: 'date-time' } },
} as const;

/** campaign-conversion-secret/{slug}/ (decision 662): the campaign's conversion signing secret, for editors only. */
export const conversionSecretRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/campaign-conversion-secret/:slug/',
    {
      schema: {
        tags: ['tracked-links'],
        operationId: 'getConversionSecret',
        summary: 'The campaign’s conversion signing secret (editors only)',
        security: tokenOnly,
        params: slugParams,
        response: { 200: secretAnswer, ...errors },
      },
    },
    async (request) => readConversionSecret(db, currentUser(request), request.params.slug, app.ctx.now()),
  );

  app.post(
    '/campaign-conversion-secret/:slug/rotate/',
    {
      schema: {
        tags: ['tracked-links'],
        operationId: 'rotateConversionSecret',
        summary: 'Replace the campaign’s conversion signing secret (the old one stops working)',
        security: tokenOnly,
        params: slugParams,
        response: { 200: secretAnswer, ...errors },
      },
    },
    async (request) => rotateConversionSecret(db, currentUser(request), request.params.slug, app.ctx.now()),
  );
};
