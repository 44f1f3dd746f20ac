import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolveViewer } from '../overlay-access.ts';
import { stateFor, type OverlayClient } from '../../../platform/live/overlay-streams.ts';
import { answerEventStream } from '../../../platform/live/event-stream.ts';
import { throttled } from '../../../errors.ts';
import { clientKey } from '../../../plugins/rate-limits.ts';
import { NOT_FOUND_PAGE, overlayCsp, overlayPage } from './overlay-page.ts';
import { BROWSERSOURCE_CLIENT_DIR } from '../../../runtime-files.ts';

/** Seconds a client refused for too many open streams is told to wait (the overlay retries within 30 s anyway). */
const STREAM_RETRY_SECONDS = 30;

const params = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', maxLength: 150 } },
} as const;
const querystring = {
  type: 'object',
  properties: { key: { type: 'string', maxLength: 200 }, preview: { type: 'string', maxLength: 200 } },
} as const;
const routeSchema = (operationId: string, summary: string) => ({ hide: true, operationId, summary, security: [], params, querystring });

function notFoundPage(reply: FastifyReply) {
  return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_FOUND_PAGE);
}

/**
 * The browser source overlay (issue 8; decisions 500-505), outside /api/v1: the page a streamer adds
 * to OBS, its state, and its event stream, each opened by the broadcaster's secret key (or a
 * manager's signed preview). Wrong key, missing key and unknown user answer the same plain 404.
 */
export async function browsersourceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  // The live hub and the streams are the platform's (platform/platform.ts), made once per app.
  const { streams, slots } = app.live;

  await app.register(fastifyStatic, {
    root: BROWSERSOURCE_CLIENT_DIR,
    prefix: '/browsersource-client/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    allowedPath: (pathName) => /^\/[a-z-]+\.(js|css)$/.test(pathName),
    setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
  });

  const viewerOf = (username: string, query: { key?: string; preview?: string }) =>
    resolveViewer(ctx.db, ctx.config.SECRET_KEY, username, query, ctx.now());

  app.get<{ Params: { username: string }; Querystring: { key?: string; preview?: string } }>(
    '/browsersource/:username/',
    { schema: routeSchema('browsersourcePage', 'The overlay page of a broadcaster') },
    async (request, reply) => {
      const viewer = await viewerOf(request.params.username, request.query);
      if (!viewer) return notFoundPage(reply);
      const state = await stateFor(ctx, viewer, ctx.now());
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', overlayCsp(ctx.config.PUBLIC_API_URL))
        .send(overlayPage(state.canvas, viewer.broadcaster.username));
    },
  );

  app.get<{ Params: { username: string }; Querystring: { key?: string; preview?: string } }>(
    '/browsersource/:username/state/',
    { schema: routeSchema('browsersourceState', 'What an overlay shows now') },
    async (request, reply) => {
      const viewer = await viewerOf(request.params.username, request.query);
      if (!viewer) return notFoundPage(reply);
      return reply.header('Cache-Control', 'no-store').send(await stateFor(ctx, viewer, ctx.now()));
    },
  );

  app.get<{ Params: { username: string }; Querystring: { key?: string; preview?: string } }>(
    '/browsersource/:username/events/',
    { schema: routeSchema('browsersourceEvents', 'Server-sent events of an overlay') },
    async (request, reply) => {
      const viewer = await viewerOf(request.params.username, request.query);
      if (!viewer) return notFoundPage(reply);
      // One slot per open stream, per credential and per client address (decision 672).
      const slotKey =
        viewer.previewCampaignId === undefined
          ? `key:${viewer.broadcaster.id}`
          : `preview:${viewer.broadcaster.id}:${viewer.previewCampaignId}`;
      const release = await slots.take(slotKey, clientKey(request));
      if (!release) throw throttled(STREAM_RETRY_SECONDS);
      await answerEventStream(request, reply, {
        release,
        onError: (error) => app.log.error(error),
        open: (stream) => {
          const client: OverlayClient = {
            viewer,
            send: (event, data) => stream.write(event, JSON.stringify(data)),
            close: stream.close,
          };
          return streams.open(client);
        },
      });
    },
  );
}
