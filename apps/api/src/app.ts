import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { appContext, type AppDeps } from './context/app-context.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { registerNullCharacterCheck } from './plugins/null-characters.ts';
import { registerRouteContract } from './plugins/route-contract.ts';
import { frameworkErrorAnswer, registerErrorHandler, SECURITY_HEADERS } from './plugins/error-handler.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { uploadsRoute } from './routes/uploads-route.ts';

/**
 * The API server: external plugins (cors, swagger) → app plugins (errors, authentication) →
 * routes under /api/v1/. Not listening; `main.ts` listens, tests use `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: deps.config.NODE_ENV === 'production',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: 'all', allErrors: true } },
    // Router failures (undecodable URL, over-long path parameter) in the DRF shape, not Fastify's.
    frameworkErrors: frameworkErrorAnswer,
  });
  app.decorate('ctx', appContext(deps));

  await app.register(cors, {
    origin: [deps.config.LOGIN_URL, deps.config.MANAGER_URL, deps.config.CREATOR_URL],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Advocate API', version: '1', license: { name: 'Proprietary' } },
      servers: [{ url: '/', description: 'The API host: api.<domain> in production, http://localhost:3000 locally' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>` (sign-in) or `Api-Key <key>` (generate-api-key/).' },
        },
      },
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  // JSON (and multipart where a route registers it) only: any other body type answers 415.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJsonBody(app);

  registerErrorHandler(app);
  registerRouteContract(app);
  registerAuthentication(app, deps.db);
  registerNullCharacterCheck(app);
  await app.register(registerRoutes, { prefix: '/api/v1' });
  await app.register(uploadsRoute);
  return app;
}
