import { useSyncExternalStore } from 'react';

/** Below Tailwind's md breakpoint the page shows cards instead of tables (as the managers page does). */
const PHONE = '(max-width: 767px)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-wide window; false where the width cannot be asked (tests without layout). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
