import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { appContext, type AppDeps } from './context/app-context.ts';
import { registerAuthentication, securitySchemes } from './plugins/authentication.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { registerNullCharacterCheck } from './plugins/null-characters.ts';
import { registerRouteContract } from './plugins/route-contract.ts';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { refResolver, registerSharedSchemas } from './schemas/shared-schemas.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { uploadsRoute } from './routes/uploads-route.ts';
import { browsersourceRoutes } from './routes/browsersource/browsersource-routes.ts';
import { browsersourceReportsRoutes } from './routes/browsersource-reports/browsersource-reports-routes.ts';
import { redirectRoutes } from './routes/redirects/redirect-routes.ts';
import { openClickRecorder, type ClickRecorder } from './services/links/click-recorder.ts';
import { trustProxyOption } from './trusted-proxies.ts';

/** Warnings of background work when the server has no logger (local runs): to the console. */
const consoleLog = { warn: (message: string) => console.warn(`api: ${message}`), error: (message: string) => console.error(`api: ${message}`) };

/**
 * The API server: external plugins (helmet, cors, rate limits, swagger) → app plugins (errors,
 * authentication) → routes under /api/v1/. Not listening; `main.ts` listens, tests use `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // request.ip is the client only behind configured proxies; else the connection's address (decision 270).
    trustProxy: trustProxyOption(deps.config.TRUSTED_PROXIES),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: 'all', allErrors: true } },
    // Router failures (undecodable URL, over-long path parameter) in the DRF shape, not Fastify's.
    frameworkErrors: frameworkErrorAnswer,
  });
  app.decorate('ctx', appContext(deps));

  await registerSecurityHeaders(app);
  await app.register(cors, {
    origin: [deps.config.LOGIN_URL, deps.config.MANAGER_URL, deps.config.CREATOR_URL],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
  });
  await registerRateLimits(app, deps.config);
  await app.register(swagger, {
    refResolver,
    openapi: {
      info: { title: 'Advocate API', version: '1', license: { name: 'Proprietary' } },
      servers: [{ url: '/', description: 'The API host: api.<domain> in production, http://localhost:3000 locally' }],
      components: {
        // Token, and the API key on the operations that list it (decision 260).
        securitySchemes,
      },
    },
  });
  // JSON (and multipart where a route registers it) only: any other body type answers 415.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJsonBody(app);

  registerErrorHandler(app);
  registerSharedSchemas(app);
  registerRouteContract(app);
  registerAuthentication(app, deps.db);
  registerNoStore(app);
  registerNullCharacterCheck(app);
  await app.register(registerRoutes, { prefix: '/api/v1' });
  await app.register(uploadsRoute);
  await app.register(browsersourceRoutes);
  await app.register(browsersourceReportsRoutes);
  // The clicks' journal, moved into the database in the background (decision 624); closed after the last request.
  const clicks = await openClickRecorder({ db: deps.db, dataDir: deps.config.DATA_DIR, name: deps.config.CLICK_JOURNAL_NAME, log: deps.logger ? app.log : consoleLog });
  app.decorate('clicks', clicks);
  app.addHook('onClose', () => clicks.close());
  await app.register(redirectRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tracked-link clicks: `settled()` waits until the journal's clicks are in the database. */
    clicks: ClickRecorder;
  }
}
