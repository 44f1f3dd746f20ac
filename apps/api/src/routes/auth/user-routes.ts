import { currentUser } from '../../plugins/authentication.ts';
import { errorAnswer, userAnswer } from '../../schemas/answers.ts';
import { serializeUser } from '../../services/user-serializer.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/** GET rest-auth/user/: the signed-in user. */
export const userRoutes: ApiPlugin = async (app) => {
  app.get(
    '/rest-auth/user/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getUser',
        summary: 'The signed-in user',
        security: [{ token: [] }],
        response: { 200: userAnswer, 401: errorAnswer },
      },
    },
    async (request) => serializeUser(app.ctx.db, currentUser(request), app.ctx.config.PUBLIC_API_URL),
  );
};
