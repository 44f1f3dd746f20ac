import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { serializeUser } from '../../services/user-serializer.ts';
import { errorAnswer, userAnswer } from '../shared-schemas.ts';

/** GET rest-auth/user/: the signed-in user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/rest-auth/user/',
    { preHandler: requireUser, schema: { tags: ['auth'], security: [{ token: [] }], response: { 200: userAnswer, 401: errorAnswer } } },
    async (request) => serializeUser(app.ctx.db, currentUser(request), app.ctx.config.PUBLIC_API_URL),
  );
}
