import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comment lines keeping idle event streams open through proxies (decision 505). */
export const KEEP_ALIVE_MS = 15_000;

/** An open server-sent event stream. */
export interface EventStream {
  /** Writes one event whose data is already JSON; nothing once the stream has ended. */
  write(event: string, json: string): void;
  /** Ends the stream (once): stops the keep-alive, gives the slot back, runs the `onEnd` hooks. */
  close(): void;
  readonly closed: boolean;
  /** Runs `hook` when the stream ends. */
  onEnd(hook: () => void): void;
}

export interface EventStreamOptions {
  /** Gives the stream's slot back (decisions 672, 791); called once when the stream ends. */
  release: () => void;
  /** Joins the stream to what feeds it (the overlays' or the panels' fan-out); answers its removal. */
  open: (stream: EventStream) => Promise<() => void>;
  onError: (error: unknown) => void;
}

/**
 * Answers a request with a server-sent event stream, the overlays' and the live panels' alike: the
 * headers, `retry: 2000`, a comment line every 15 s, and the end on the client's close, on the
 * server's shutdown or when the feed cannot be joined. The caller has checked access and taken the
 * stream's slot: errors answer before the stream opens.
 */
export async function answerEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): Promise<EventStream> {
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
  const hooks: Array<() => void> = [];
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const stream: EventStream = {
    write: (event, json) => {
      if (!closed) res.write(`event: ${event}\ndata: ${json}\n\n`);
    },
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      options.release();
      for (const hook of hooks) hook();
      res.end();
    },
    get closed() {
      return closed;
    },
    onEnd: (hook) => void hooks.push(hook),
  };
  request.raw.on('close', stream.close);
  res.on('close', stream.close);
  if (res.destroyed || request.raw.socket.destroyed) stream.close(); // gone while access was checked
  try {
    const remove = await options.open(stream);
    if (closed) remove();
    else stream.onEnd(remove);
  } catch (error) {
    options.onError(error);
    stream.close();
  }
  return stream;
}
