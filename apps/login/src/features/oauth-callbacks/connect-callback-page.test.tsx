import { createFakeApiClient, fakeApiError, makeUser } from '@advocate/api-client/testing';
import { clearSession, discordConnectUrl, fullPage, readSourceDomain, storeSession } from '@advocate/auth-and-guards';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { ConnectCallbackPage, profileAfterConnect } from './connect-callback-page.tsx';

let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
  storeSession({ key: 'tok', user: makeUser({ user_type: 3 }) }, { stayLoggedIn: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

it('connects Twitter and returns to /profile on the creator host', async () => {
  const client = createFakeApiClient({ 'POST twitter/connect/': makeUser({ user_type: 3 }) });
  renderPage(<ConnectCallbackPage service="twitter" />, {
    path: '/auth/twitter?oauth_token=t&oauth_verifier=v',
    pattern: '/auth/twitter',
    client,
  });
  await waitFor(() => expect(assigned).toEqual(['http://localhost:4400/profile']));
  expect(client.calls[0].data).toEqual({ oauth_token: 't', oauth_verifier: 'v' });
});

it('connects Discord with the stored state and the callback url, back to the host that started it', async () => {
  const state = new URL(discordConnectUrl()).searchParams.get('state');
  expect(readSourceDomain()).toBe('http://localhost:3000');
  const client = createFakeApiClient({ 'POST discord/connect/': makeUser({ user_type: 3 }) });
  renderPage(<ConnectCallbackPage service="discord" />, { path: `/auth/discord?code=c&state=${state}`, pattern: '/auth/discord', client });
  // The test page's own origin is not a configured app host, so the creator host is used.
  await waitFor(() => expect(assigned).toEqual(['http://localhost:4400/profile']));
  expect(client.calls[0].data).toEqual({ code: 'c', callback_url: 'http://localhost:4200/auth/discord' });
  expect(readSourceDomain()).toBeNull();
});

it('shows the server error, and Failed! for a forged Discord callback', async () => {
  const client = createFakeApiClient({
    'POST twitter/connect/': fakeApiError(400, { non_field_errors: ['This account is already connected to another user.'] }),
  });
  renderPage(<ConnectCallbackPage service="twitter" />, {
    path: '/auth/twitter?oauth_token=t&oauth_verifier=v',
    pattern: '/auth/twitter',
    client,
  });
  expect((await screen.findByRole('alert')).textContent).toBe('This account is already connected to another user.');
  cleanup();
  renderPage(<ConnectCallbackPage service="discord" />, { path: '/auth/discord?code=c&state=forged', pattern: '/auth/discord' });
  expect((await screen.findByRole('alert')).textContent).toBe('Failed!');
});

it('returns to the source host only when it is a configured app host', () => {
  expect(profileAfterConnect('http://localhost:4300')).toBe('http://localhost:4300/profile');
  expect(profileAfterConnect('https://evil.example')).toBe('http://localhost:4400/profile');
  expect(profileAfterConnect('http://localhost:4200')).toBe('http://localhost:4400/profile');
  expect(profileAfterConnect(null)).toBe('http://localhost:4400/profile');
});
