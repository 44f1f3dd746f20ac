import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context/app-context.ts';
import { isProbe } from '../../plugins/lean-routes.ts';
import type { RunningJobs } from '../jobs/jobs-service.ts';
import { loggedUrl } from './log-redaction.ts';
import type { AppMetrics } from './metrics.ts';
import { Readiness } from './readiness.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/** What /readyz and /metrics read, made with each app (`app.operations`). */
export interface Operations {
  readiness: Readiness;
  /** Absent when METRICS_TOKEN is unset. */
  metrics: AppMetrics | undefined;
  /** The process's running jobs, for the readiness check of the job poll (platform/start.ts). */
  watchJobs(jobs: RunningJobs): void;
}

/**
 * Every request: its id goes back in X-Request-Id from the first stage on (so a 401 or 429 carries
 * it too), and once answered it makes one log line (method, URL with secrets hidden, route pattern,
 * status, time, client, user) and one observation of the duration histogram. Health probes are
 * neither logged nor measured (decisions 735–737). Registered first, before any other hook.
 */
export function registerRequestTracing(app: FastifyInstance, metrics: AppMetrics | undefined): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (isProbe(request)) return done();
    const route = request.routeOptions.url ?? 'unmatched';
    metrics?.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url, request.params),
        route,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
        userId: request.user?.id,
      },
      'request',
    );
    done();
  });
}

/** `app.operations`, once the platform (click journal, overlay streams) is made. */
export function registerOperations(app: FastifyInstance, deps: AppDeps, metrics: AppMetrics | undefined): void {
  let jobs: RunningJobs | undefined;
  const readiness = new Readiness({
    db: deps.db,
    config: deps.config,
    clickLagSeconds: (now) => app.clicks.status(now).lagSeconds,
    jobsLastPollAt: () => jobs?.lastPollAt(),
    warn: (message) => app.log.warn(message),
  });
  metrics?.watch({
    db: deps.db,
    clicks: () => app.clicks.status(),
    openStreams: () => app.live.streams.size,
    queryTimeoutMs: deps.config.READY_CHECK_TIMEOUT_MS,
  });
  app.decorate('operations', {
    readiness,
    metrics,
    watchJobs(running: RunningJobs) {
      jobs = running;
    },
  } satisfies Operations);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness and metrics (platform/observability). */
    operations: Operations;
  }
}
