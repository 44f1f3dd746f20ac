import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { appSecurityHeaders } from '@advocate/vite-config/security-headers';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface AppServerOptions {
  /** The built app: its `dist` folder with index.html and assets/. */
  root: string;
  /** The body of `/config.js`, the runtime configuration. */
  configScript: string;
  /** The API the pages call and load uploads from; its origin goes into the CSP. */
  apiUrl: string;
  /** More origins the pages may show pictures from (the local provider stand-ins' avatars). */
  imageOrigins?: readonly string[];
  /** Where unexpected (5xx) errors are reported; the request is answered 500 and the server goes on. */
  logError?: (message: string) => void;
}

/** Paths a person expects a file at, so a missing one is a 404, never the app's index.html. */
const filePath = /^\/assets(?:\/|$)|\.(?:m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf)$/i;

/**
 * One built single-page app (decision 250): its files through @fastify/static, precompressed
 * (decision 745), `/config.js`, a prerendered screen's page at its path (decision 746),
 * index.html for the app's other routes (so a reload works), and the security headers on every answer
 * (decision 251). A request that fails is answered on its own: 400 for a malformed path, 404 for
 * a missing file, 500 for anything unexpected; nothing escapes to the process.
 */
export async function buildAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${path.join(root, 'index.html')} is missing: build the apps first (npm start builds them)`);
  }
  const headers = appSecurityHeaders({ apiUrl: options.apiUrl, imageOrigins: options.imageOrigins });
  const logError = options.logError ?? ((message: string) => console.error(message));
  const plain = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).headers(headers).type('text/plain; charset=utf-8').send(text);

  const app = Fastify({
    logger: false,
    // The apps take no request bodies.
    bodyLimit: 1024,
    // The whole path is one wildcard parameter, and app routes carry keys and tokens: 100 is too short.
    routerOptions: { maxParamLength: 2048 },
    // Malformed percent-encoding (400) and over-long paths (414) are answered before routing.
    frameworkErrors: (error, _request, reply) =>
      plain(reply, error.statusCode ?? 400, error.statusCode === 414 ? 'URI Too Long' : 'Bad Request'),
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // @fastify/static refuses non-canonical paths ('..', '//', '\\') with 403: a malformed path, so 400.
      return plain(reply, error.code === 'FST_STATIC_FORBIDDEN_PATH' ? 400 : status, status === 404 ? 'Not Found' : 'Bad Request');
    }
    logError(`app server ${root}: ${request.method} ${request.url.slice(0, 200)}: ${error.stack ?? error.message}`);
    return plain(reply, 500, 'Internal Server Error');
  });

  app.get('/config.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(options.configScript),
  );

  // The registered type (RFC 9239) rather than send's older application/javascript, compressed or not.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
      reply.header('content-type', 'text/javascript; charset=utf-8');
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root,
    redirect: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each text file (decision 745): the copy the browser
    // accepts is sent, with Vary: Accept-Encoding; a prerendered screen's folder answers its index.html.
    preCompressed: true,
    setHeaders: (reply, file) => {
      // Vite puts content hashes in asset names, so they never change; index.html must be revalidated.
      const hashed = file.startsWith(path.join(root, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || filePath.test(pathname)) {
      return plain(reply, 404, 'Not Found');
    }
    // A client-side route: the app decides, and shows its own Page Not Found where it knows none.
    return reply.code(200).sendFile('index.html');
  });

  return app;
}

/** Builds the server for one app and listens on `host:port`. */
export async function serveApp(options: AppServerOptions & { host: string; port: number }): Promise<FastifyInstance> {
  const app = await buildAppServer(options);
  await app.listen({ host: options.host, port: options.port });
  return app;
}
