import { atomWithDefault } from 'jotai/utils';
import { readToken } from './session-store.ts';

/**
 * The sign-in token of this tab. Read from the cookie the first time a store needs it; set on
 * sign-in and cleared on sign-out through the hooks, so guards re-render at once.
 */
export const sessionTokenAtom = atomWithDefault<string | null>(() => readToken());
