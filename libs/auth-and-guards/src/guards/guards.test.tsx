// @vitest-environment jsdom
import { ApiProvider, USER_PATH } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import {
  createFakeApiClient,
  fakeApiError,
  makeAdmin as admin,
  makeBroadcaster as broadcaster,
  makeManager as manager,
} from '@advocate/api-client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../session/navigation.ts';
import { clearSession, storeSession } from '../session/session-store.ts';
import { RequireAuth } from './require-auth.tsx';
import { RequireAdmin, RequireCanEditCampaigns, RequireCanViewUsers } from './require-permission.tsx';
import { RequireProfileRedirect } from './require-profile-redirect.tsx';
import { RequireTerms } from './require-terms.tsx';
import { RequireUserType } from './require-user-type.tsx';

let replaced: string[];
beforeEach(() => {
  replaced = [];
  vi.spyOn(fullPage, 'replace').mockImplementation((url) => void replaced.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

function signIn(user: User) {
  storeSession({ key: 'tok', user }, { stayLoggedIn: false });
  return createFakeApiClient({ [`GET ${USER_PATH}`]: user });
}

function renderAt(path: string, element: ReactNode, client = createFakeApiClient()) {
  return render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/dashboard" element={<p>dashboard page</p>} />
              <Route path="/profile" element={<p>profile page</p>} />
              <Route path="*" element={element} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
}

const here = () => encodeURIComponent(window.location.href);

describe('RequireAuth', () => {
  it('redirects to the login chooser with the current address when no token is stored', () => {
    renderAt('/campaigns', <RequireAuth>secret</RequireAuth>);
    expect(screen.queryByText('secret')).toBeNull();
    expect(replaced).toEqual([`http://localhost:4200/login?next=${here()}`]);
  });

  it('renders the page with a token', () => {
    signIn(manager());
    renderAt('/campaigns', <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('secret')).toBeTruthy();
    expect(replaced).toEqual([]);
  });
});

describe('RequireTerms', () => {
  it('holds users without agreed terms at the login host terms screen', async () => {
    const client = signIn(manager({ tos_agreed: null }));
    renderAt('/x', <RequireTerms fallback="wait">inside</RequireTerms>, client);
    await waitFor(() => expect(replaced).toEqual([`http://localhost:4200/login/tos?next=${here()}`]));
    expect(screen.queryByText('inside')).toBeNull();
  });

  it('lets agreed users through', async () => {
    const client = signIn(manager());
    renderAt('/x', <RequireTerms fallback="wait">inside</RequireTerms>, client);
    expect(screen.getByText('wait')).toBeTruthy();
    expect(await screen.findByText('inside')).toBeTruthy();
  });

  it('shows the error when the user cannot be loaded', async () => {
    signIn(manager());
    const failing = createFakeApiClient({
      [`GET ${USER_PATH}`]: fakeApiError(0, {}, "Can't connect to the server. Please try again later"),
    });
    renderAt('/x', <RequireTerms>inside</RequireTerms>, failing);
    expect((await screen.findByRole('alert')).textContent).toBe("Can't connect to the server. Please try again later");
  });
});

describe('RequireUserType', () => {
  it('sends a broadcaster on the manager console to the creator host', async () => {
    const client = signIn(broadcaster({ campaigns: ['spring'] }));
    renderAt('/x', <RequireUserType type={2}>manager area</RequireUserType>, client);
    await waitFor(() => expect(replaced).toEqual(['http://localhost:4400/dashboard']));
    expect(screen.queryByText('manager area')).toBeNull();
  });

  it('renders for the right type', async () => {
    const client = signIn(manager());
    renderAt('/x', <RequireUserType type={2}>manager area</RequireUserType>, client);
    expect(await screen.findByText('manager area')).toBeTruthy();
  });
});

describe('permission guards', () => {
  it('send users without the permission to /dashboard', async () => {
    const client = signIn(manager({ permissions_campaigns: 1, permissions_users: 2 }));
    renderAt('/admin', <RequireAdmin>admin area</RequireAdmin>, client);
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    cleanup();
    renderAt('/campaigns/new', <RequireCanEditCampaigns>edit area</RequireCanEditCampaigns>, client);
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    cleanup();
    renderAt('/managers', <RequireCanViewUsers>users area</RequireCanViewUsers>, client);
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('let permitted users in', async () => {
    const client = signIn(admin());
    renderAt('/admin', <RequireAdmin>admin area</RequireAdmin>, client);
    expect(await screen.findByText('admin area')).toBeTruthy();
    cleanup();
    const editor = signIn(manager({ permissions_campaigns: 0, permissions_users: 1 }));
    renderAt('/campaigns/new', <RequireCanEditCampaigns>edit area</RequireCanEditCampaigns>, editor);
    expect(await screen.findByText('edit area')).toBeTruthy();
    cleanup();
    renderAt('/managers', <RequireCanViewUsers>users area</RequireCanViewUsers>, editor);
    expect(await screen.findByText('users area')).toBeTruthy();
  });
});

describe('RequireProfileRedirect', () => {
  it('sends a broadcaster with nothing yet to /profile', async () => {
    const client = signIn(broadcaster({ campaigns: [] }));
    renderAt('/dashboard-home', <RequireProfileRedirect>home</RequireProfileRedirect>, client);
    expect(await screen.findByText('profile page')).toBeTruthy();
  });

  it('leaves broadcasters with a campaign where they are', async () => {
    const client = signIn(broadcaster({ campaigns: ['spring'] }));
    renderAt('/dashboard-home', <RequireProfileRedirect>home</RequireProfileRedirect>, client);
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
