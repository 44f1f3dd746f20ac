import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Mailer } from './mail/mailer.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { registerNullCharacterCheck } from './plugins/null-characters.ts';
import { frameworkErrorAnswer, registerErrorHandler, SECURITY_HEADERS } from './plugins/error-handler.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { uploadsRoute } from './routes/uploads-route.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  logger?: boolean;
}

export type AppContext = Required<Omit<AppDeps, 'logger'>>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

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
  app.decorate('ctx', { config: deps.config, db: deps.db, mailer: deps.mailer, now: deps.now ?? (() => new Date()) });

  await app.register(cors, {
    origin: [deps.config.LOGIN_URL, deps.config.MANAGER_URL, deps.config.CREATOR_URL],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Advocate API', version: '1' },
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
  registerAuthentication(app, deps.db);
  registerNullCharacterCheck(app);
  await app.register(registerRoutes, { prefix: '/api/v1' });
  await app.register(uploadsRoute);
  return app;
}
