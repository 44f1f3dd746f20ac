import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { generateApiKey } from '../../services/api-keys.ts';
import { detailAnswer, errorAnswer } from '../shared-schemas.ts';

/** GET users/test/ (is this token signed in?) and POST generate-api-key/ (a new key, shown once). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {

  app.get(
    '/users/test/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Answers ok for a signed-in user',
        security: [{ token: [] }],
        response: { 200: detailAnswer, 401: detailAnswer },
      },
    },
    async () => ({ detail: serverMessages.authenticated }),
  );

  app.post(
    '/generate-api-key/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Replaces the API key of the signed-in user; the full key is answered only here',
        security: [{ token: [] }],
        response: {
          200: { type: 'object', properties: { api_key: { type: 'string' } }, required: ['api_key'] },
          400: errorAnswer,
          401: detailAnswer,
        },
      },
    },
    async (request) => ({ api_key: await generateApiKey(app.ctx.db, currentUser(request).id) }),
  );
}
