import { useEffect, useRef, useState } from 'react';

export type OnceState<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed' };

/**
 * Runs `work` once per page (the install and confirm calls spend a one-time nonce, so a second call
 * — a remount, a refocus — must not replace a success with a failure).
 */
export function useOnce<T>(work: () => Promise<T>): OnceState<T> {
  const started = useRef(false);
  const [state, setState] = useState<OnceState<T>>({ status: 'pending' });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    work().then(
      (value) => setState({ status: 'done', value }),
      () => setState({ status: 'failed' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page by design
  }, []);
  return state;
}
