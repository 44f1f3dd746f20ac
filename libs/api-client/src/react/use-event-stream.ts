import { useEffect, useRef } from 'react';
import { ApiError } from '../api-error.ts';
import { useApiClient } from './api-provider.tsx';

/** The first wait before reopening a stream that ended or failed; doubles up to the last. */
export const STREAM_RETRY_MS = [2000, 4000, 8000, 16000, 30000] as const;

/**
 * Keeps the event stream at `path` open while mounted and `path` is not null (decision 791):
 * each event goes to `onEvent`; a stream that ends or fails on the network is reopened after a
 * growing wait (2 s … 30 s; 30 s after a 429); a `revoked` event or a refusal (401, 403, 404) ends
 * it for good. Unmounting (leaving the page, signing out) aborts it at once.
 */
export function useEventStream(path: string | null, onEvent: (event: string, data: unknown) => void): void {
  const api = useApiClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      api
        .stream(path, {
          signal: controller.signal,
          onEvent: (event, data) => {
            attempt = 0;
            if (event === 'revoked') stopped = true;
            handler.current(event, data);
          },
        })
        .then(() => retry())
        .catch((error: unknown) => {
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 401 || status === 403 || status === 404) stopped = true;
          retry(status === 429 ? 30_000 : undefined);
        });
    };
    const retry = (wait?: number) => {
      if (stopped || controller.signal.aborted) return;
      timer = setTimeout(open, wait ?? STREAM_RETRY_MS[Math.min(attempt, STREAM_RETRY_MS.length - 1)]);
      attempt += 1;
    };
    open();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, path]);
}
