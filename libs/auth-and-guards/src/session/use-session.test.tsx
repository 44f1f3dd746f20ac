// @vitest-environment jsdom
import { ApiProvider, USER_PATH } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeManager as manager } from '@advocate/api-client/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { forceSignOut, resetForcedSignOut } from './forced-sign-out.ts';
import { fullPage } from './navigation.ts';
import { USER_STORAGE_KEY, readToken, storeSession } from './session-store.ts';
import { useSession } from './use-session.ts';
import type { Session } from './use-session.ts';

let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetForcedSignOut();
});

let session: Session | undefined;
function Probe() {
  session = useSession();
  return <p>{session.user ? session.user.username : session.isLoading ? 'loading' : 'nobody'}</p>;
}

it('loads the user for a stored token and signs out completely', async () => {
  storeSession({ key: 'tok', user: manager({ username: 'mia' }) }, { stayLoggedIn: true });
  const client = createFakeApiClient({
    [`GET ${USER_PATH}`]: manager({ username: 'mia' }),
    'POST rest-auth/logout/': fakeApiError(500, {}),
  });
  render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ApiProvider client={client}>
          <Probe />
        </ApiProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('mia')).toBeTruthy();

  await act(() => session!.signOut());
  expect(client.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST rest-auth/logout/');
  expect(readToken()).toBeNull();
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  expect(screen.getByText('nobody')).toBeTruthy();
  expect(assigned).toEqual(['http://localhost:4200/login']);
});

it('forces a logout once, however many requests fail together', () => {
  storeSession({ key: 'stale', user: manager() }, { stayLoggedIn: true });
  forceSignOut();
  forceSignOut();
  expect(readToken()).toBeNull();
  expect(assigned).toEqual(['http://localhost:4200/login']);
});
