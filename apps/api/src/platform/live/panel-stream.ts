import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerEventStream, type EventStream } from './event-stream.ts';
import type { PanelClient } from './live-panels.ts';

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

/** Asks `stillAllowed` every `recheckMs` while the stream is open; a `revoked` event and the end when it says no. */
function recheckWhileOpen(stream: EventStream, options: PanelStreamOptions): void {
  let recheck: NodeJS.Timeout | undefined;
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
          if (stream.closed) return;
          if (allowed) return scheduleCheck(options.recheckMs);
          stream.write('revoked', '{}');
          stream.close();
        });
    }, wait);
  };
  stream.onEnd(() => clearTimeout(recheck));
  // The first check at a random point of the interval: streams opened together do not all ask at once.
  scheduleCheck(options.recheckMs * (0.5 + Math.random()));
}

/**
 * Answers a request with a live panel's event stream (decision 791) on the shared event-stream
 * answer (`event-stream.ts`, the overlay's too): `snapshot` events, a `revoked` event and the end
 * when the sign-in is gone (sign-out, expiry) or the user no longer sees the topic. The caller has
 * authenticated the request and checked access (errors answer before any stream is opened).
 */
export async function answerPanelStream(request: FastifyRequest, reply: FastifyReply, options: PanelStreamOptions): Promise<void> {
  await answerEventStream(request, reply, {
    release: options.release,
    onError: options.onError,
    open: (stream) => {
      if (!stream.closed) recheckWhileOpen(stream, options);
      return options.open({ write: stream.write, close: stream.close });
    },
  });
}
