import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PanelClient } from './live-panels.ts';

/** Comment lines keeping idle panel streams open through proxies (as the overlay's, decision 505). */
export const PANEL_KEEP_ALIVE_MS = 15_000;
export interface PanelStreamOptions {
  /** Gives the stream's slot back (decision 791); called once when the stream ends. */
  release: () => void;
  /** Adds the panel to the live panels; answers its removal. */
  open: (client: PanelClient) => Promise<() => void>;
  /** Whether the sign-in is still live and the user may still see the topic; false ends the stream. */
  stillAllowed: () => Promise<boolean>;
  /** How often `stillAllowed` is asked (LIVE_PANEL_RECHECK_SECONDS). */
  recheckMs: number;
  onError: (error: unknown) => void;
}

/**
 * Answers a request with a live panel's event stream (decision 791): `snapshot` events, comment
 * lines every 15 s, a `revoked` event and the end when the sign-in is gone (sign-out, expiry) or
 * the user no longer sees the topic; ends on the client's close and on server shutdown. The caller
 * has authenticated the request and checked access (errors answer before any stream is opened).
 */
export async function answerPanelStream(request: FastifyRequest, reply: FastifyReply, options: PanelStreamOptions): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  res.write('retry: 2000\n\n');
  let closed = false;
  let remove: (() => void) | undefined;
  let recheck: NodeJS.Timeout | undefined;
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), PANEL_KEEP_ALIVE_MS);
  // The first check at a random point of the interval: streams opened together do not all ask at once.
  const scheduleCheck = (wait: number) => {
    recheck = setTimeout(() => {
      options
        .stillAllowed()
        // A failing check (database away) leaves the stream open, logged; the next one decides.
        .catch((error: unknown) => {
          options.onError(error);
          return true;
        })
        .then((allowed) => {
          if (closed) return;
          if (allowed) return scheduleCheck(options.recheckMs);
          res.write('event: revoked\ndata: {}\n\n');
          finish();
        });
    }, wait);
  };
  scheduleCheck(options.recheckMs * (0.5 + Math.random()));
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    clearTimeout(recheck);
    options.release();
    remove?.();
    res.end();
  };
  const client: PanelClient = {
    write: (event, json) => {
      if (!closed) res.write(`event: ${event}\ndata: ${json}\n\n`);
    },
    close: finish,
  };
  request.raw.on('close', finish);
  res.on('close', finish);
  if (res.destroyed || request.raw.socket.destroyed) finish();
  try {
    remove = await options.open(client);
    if (closed) remove();
  } catch (error) {
    options.onError(error);
    finish();
  }
}
