import { serverMessages } from '@advocate/validation/server-messages';
import { currentUser } from '../../plugins/authentication.ts';
import { detailAnswer, errorAnswer } from '../../schemas/answers.ts';
import { generateApiKey } from '../../services/api-keys.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/** GET users/test/ (is this token signed in?) and POST generate-api-key/ (a new key, shown once). */
export const accountRoutes: ApiPlugin = async (app) => {
  app.get(
    '/users/test/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'testToken',
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
      schema: {
        tags: ['auth'],
        operationId: 'generateApiKey',
        summary: 'Replaces the API key of the signed-in user; the full key is answered only here',
        security: [{ token: [] }],
        response: {
          200: { type: 'object', additionalProperties: false, properties: { api_key: { type: 'string' } }, required: ['api_key'] },
          400: errorAnswer,
          401: detailAnswer,
        },
      },
    },
    async (request) => ({ api_key: await generateApiKey(app.ctx.db, currentUser(request).id) }),
  );
};
