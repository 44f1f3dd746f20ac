import { useEffect, useRef, useState } from 'react';
import { callbackErrorText } from './callback-error.ts';

/**
 * Runs a callback's one-time work (an authorisation code can be exchanged once) and keeps its
 * error text. Strict-mode double effects and re-renders do not run it again.
 */
export function useCallbackOnce(work: () => Promise<void>): string | null {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const latest = useRef(work);
  latest.current = work;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current().catch((failure: unknown) => setError(callbackErrorText(failure)));
  }, []);
  return error;
}
