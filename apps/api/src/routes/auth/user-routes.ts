import { currentUser, tokenOrApiKey } from '../../plugins/authentication.ts';
import { errorAnswer, userAnswer } from '../../schemas/answers.ts';
import { serializeUser } from '../../services/user-serializer.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/** GET rest-auth/user/: the signed-in user (a sign-in token or an API key). */
export const userRoutes: ApiPlugin = async (app) => {
  app.get(
    '/rest-auth/user/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getUser',
        summary: 'The signed-in user',
        // Reading who the key belongs to is what an API key is for (decision 260).
        security: tokenOrApiKey,
        response: { 200: userAnswer, 401: errorAnswer },
      },
    },
    async (request) => serializeUser(app.ctx.db, currentUser(request), app.ctx.config.PUBLIC_API_URL),
  );
};
