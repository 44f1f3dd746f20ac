import type { FastifyInstance } from 'fastify';
/** A minimal server-sent events reader for tests and the fan-out bench (Node's fetch, no EventSource). */

export interface SseEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** The next event of `type` after the `from`-th event (default: any not yet awaited) matching `accept`. */
  next(type: string, accept?: (data: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream; `headers` adds request headers (Last-Event-ID, X-Forwarded-For…). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const answer = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream', ...headers } });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  const ended = (async () => {
    if (!answer.body) return;
    const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) {
            events.push({ event, data: data.join('\n'), at: performance.now() });
            for (const wake of [...waiters]) wake();
          }
        }
      }
    } catch {
      // aborted
    } finally {
      for (const wake of [...waiters]) wake();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  return {
    status: answer.status,
    events,
    ended,
    close: () => controller.abort(),
    next(type, accept = () => true, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < events.length) {
            const e = events[cursor++];
            if (e.event !== type) continue;
            const data = JSON.parse(e.data) as unknown;
            if (accept(data)) {
              done();
              resolve(data);
              return;
            }
          }
          if (finished) {
            done();
            reject(new Error(`stream ended before a ${type} event`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The address of a listening test app (`app.listen({port: 0})`), for fetch and event streams. */
export function serverBase(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
