import { appHostUrl } from './app-hosts.ts';
import { fullPage } from './navigation.ts';
import { clearSession } from './session-store.ts';

let leaving = false;

/**
 * The forced logout of spec 00 §4 (an answer with detail 'Invalid token.'): clear the stored
 * session and go to the login chooser. Several failing requests at once navigate only once.
 */
export function forceSignOut(): void {
  clearSession();
  if (leaving) return;
  leaving = true;
  fullPage.assign(`${appHostUrl('login')}/login`);
}

/** Test hook: allow another forced logout in the same page. */
export function resetForcedSignOut(): void {
  leaving = false;
}
