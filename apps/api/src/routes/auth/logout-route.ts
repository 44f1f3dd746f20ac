import { serverMessages } from '@advocate/validation/server-messages';
import { detailAnswer, errorAnswer } from '../../schemas/answers.ts';
import { revokeToken } from '../../services/tokens.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/**
 * POST rest-auth/logout/: deletes the token the request carried. Like django-rest-auth it answers
 * success without a token too; a token that is not valid is refused (401) by authentication.
 */
export const logoutRoute: ApiPlugin = async (app) => {
  app.post(
    '/rest-auth/logout/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Sign out: the token of this request stops working',
        security: [{ token: [] }, {}],
        response: { 200: detailAnswer, 400: errorAnswer, 401: detailAnswer },
      },
    },
    async (request) => {
      if (request.tokenKey) await revokeToken(app.ctx.db, request.tokenKey);
      return { detail: serverMessages.loggedOut };
    },
  );
};
