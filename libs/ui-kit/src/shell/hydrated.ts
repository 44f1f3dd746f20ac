import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React renders on the server or hydrates markup the build rendered (a prerendered
 * screen, decision 746), true once the page is live. A control whose work needs the app (a form's
 * submit, a button that runs code) is disabled until then: an early click or Enter would otherwise
 * be lost, or, for a form, sent by the browser itself with its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
