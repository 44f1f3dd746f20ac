import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { appContext, type AppDeps } from './context/app-context.ts';
import { registerAuthentication, securitySchemes } from './plugins/authentication.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { registerNullCharacterCheck } from './plugins/null-characters.ts';
import { registerRouteContract } from './plugins/route-contract.ts';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerRoutes } from './register-routes.ts';
import { uploadsRoute } from './modules/uploads/routes/uploads-route.ts';
import { browsersourceRoutes } from './modules/overlay/routes/browsersource-routes.ts';
import { browsersourceReportsRoutes } from './modules/overlay/routes/browsersource-reports-routes.ts';
import { redirectRoutes } from './modules/links/routes/redirect-routes.ts';
import { registerPlatform } from './platform/platform.ts';
import { SharedLimits } from './platform/limits/shared-limits.ts';
import { createLogger } from './platform/observability/logger.ts';
import { AppMetrics } from './platform/observability/metrics.ts';
import { registerOperations, registerRequestTracing } from './platform/observability/observability.ts';
import { requestIdOf } from './platform/observability/request-id.ts';
import { metricsRoute } from './modules/operations/routes/metrics-route.ts';
import { probeRoutes } from './modules/operations/routes/probe-routes.ts';
import { refResolver, registerSharedSchemas } from './schemas/shared-schemas.ts';
import { schemaCompilers } from './schemas/schema-compilers.ts';
import { trustProxyOption } from './trusted-proxies.ts';

/**
 * The API server: external plugins (helmet, cors, rate limits, swagger) → app plugins (errors,
 * authentication) → routes under /api/v1/. Not listening; `main.ts` listens, tests use `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Kept only when /metrics can be read (decision 737).
  const metrics = deps.config.METRICS_TOKEN ? new AppMetrics() : undefined;
  const app = Fastify({
    // One JSON line per request with its id, secrets redacted (decision 735): platform/observability.
    loggerInstance: createLogger(deps.config, deps.log ?? 'none'),
    // Fastify's own two lines per request are off: registerRequestTracing writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // request.ip is the client only behind configured proxies; else the connection's address (decision 270).
    trustProxy: trustProxyOption(deps.config.TRUSTED_PROXIES),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: 'all', allErrors: true } },
    schemaController: { compilersFactory: schemaCompilers },
    // Router failures (undecodable URL, over-long path parameter) in the DRF shape, not Fastify's.
    frameworkErrors: frameworkErrorAnswer,
  });
  registerRequestTracing(app, metrics);
  const limits = await SharedLimits.open({
    url: deps.config.REDIS_URL,
    prefix: deps.config.REDIS_KEY_PREFIX,
    warn: (line) => app.log.warn(line),
  });
  if (metrics) limits.failures.onFailure((failure) => metrics.rateLimitFailure(failure));
  app.decorate('ctx', appContext(deps, limits, metrics));
  app.addHook('onClose', () => limits.close());

  await registerSecurityHeaders(app);
  await app.register(cors, {
    origin: [deps.config.LOGIN_URL, deps.config.MANAGER_URL, deps.config.CREATOR_URL],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    exposedHeaders: ['X-Request-Id'],
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
  // The live hub, the overlay streams and the click recorder (platform/), before the routes that use them.
  await registerPlatform(app, deps);
  registerOperations(app, deps, metrics);
  await app.register(registerRoutes, { prefix: '/api/v1' });
  await app.register(uploadsRoute);
  await app.register(browsersourceRoutes);
  await app.register(browsersourceReportsRoutes);
  await app.register(redirectRoutes);
  // GET /healthz, /readyz and /metrics (modules/operations, decisions 736 and 737).
  await app.register(probeRoutes);
  await app.register(metricsRoute);
  return app;
}
