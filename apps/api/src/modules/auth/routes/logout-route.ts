import { serverMessages } from '@advocate/validation/server-messages';
import { detailAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { revokeToken } from '../tokens.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * POST rest-auth/logout/: deletes the token the request carried. Like django-rest-auth it answers
 * success without a token too; a token that is not valid is refused (401) by authentication. An API
 * key is accepted and ends nothing (decision 230).
 */
export const logoutRoute: ApiPlugin = async (app) => {
  app.post(
    '/rest-auth/logout/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Sign out: the token of this request stops working',
        security: [{ token: [] }, { apiKey: [] }, {}],
        response: { 200: detailAnswer, 400: errorAnswer, 401: detailAnswer },
      },
    },
    async (request) => {
      if (request.credential?.scheme === 'token') await revokeToken(app.ctx.db, request.credential.key);
      return { detail: serverMessages.loggedOut };
    },
  );
};
