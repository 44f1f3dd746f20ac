import { serverMessages } from '@advocate/validation/server-messages';
import { currentUser, tokenOnly, tokenOrApiKey } from '../../plugins/authentication.ts';
import { detailAnswer, errorAnswer } from '../../schemas/answers.ts';
import { generateApiKey } from '../../services/api-keys.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/**
 * GET users/test/ (are these credentials signed in? also for an API key) and POST generate-api-key/
 * (a new key, shown once; a recent password sign-in or a confirmed email, decision 260).
 */
export const accountRoutes: ApiPlugin = async (app) => {
  app.get(
    '/users/test/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'testToken',
        summary: 'Answers ok for a signed-in user (sign-in token or API key)',
        security: tokenOrApiKey,
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
        description:
          'Needs a sign-in token: of a password sign-in made within API_KEY_SIGN_IN_MINUTES for users with a password, ' +
          'or of a user whose email is confirmed for users without one; 403 otherwise.',
        security: tokenOnly,
        response: {
          200: { type: 'object', additionalProperties: false, properties: { api_key: { type: 'string' } }, required: ['api_key'] },
          400: errorAnswer,
          401: detailAnswer,
          403: detailAnswer,
        },
      },
    },
    async (request) => {
      const rule = { now: app.ctx.now(), maxAgeMinutes: app.ctx.config.API_KEY_SIGN_IN_MINUTES };
      return { api_key: await generateApiKey(app.ctx.db, currentUser(request), request.credential, rule) };
    },
  );
};
