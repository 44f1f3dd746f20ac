import type { FastifyInstance } from 'fastify';
import { loginRoute } from './auth/login-route.ts';
import { userRoutes } from './auth/user-routes.ts';
import { schemaRoute } from './meta/schema-route.ts';

/** Every route under /api/v1/. One line per route module. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(schemaRoute);
  await app.register(loginRoute);
  await app.register(userRoutes);
}
