import {
  PERSISTENT_TOKEN_SECONDS,
  clearInvite,
  clearSession,
  fullPage,
  readInvite,
  readToken,
  storeInvite,
  storeSession,
  youtubeConnectUrl,
} from '@advocate/auth-and-guards';
import { createFakeApiClient, fakeApiError, makeUser } from '@advocate/api-client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { prepareProviderSignIn } from '../../shared/lib/oauth.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ProviderCallbackPage } from './provider-callback-page.tsx';

let assigned: string[];
let cookieWrites: string[];
beforeEach(() => {
  assigned = [];
  cookieWrites = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    cookieWrites.push(value);
    descriptor.set!.call(this, value);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
  clearInvite();
  sessionStorage.clear();
});

const stateOf = (url: string) => new URL(url).searchParams.get('state') ?? '';

it('sends the code with the stored invite, stays logged in, clears the invite and continues', async () => {
  const state = stateOf(prepareProviderSignIn('twitch', 'http://localhost:4400/campaigns'));
  storeInvite({ kind: 'team', key: 'team-key', label: 'Main squad' });
  const client = createFakeApiClient({
    'POST users/twitch/': { key: 'bc-token', user: makeUser({ user_type: 3, campaigns: ['spring'] }) },
  });
  renderPage(<ProviderCallbackPage provider="twitch" />, { path: `/auth/twitch?code=abc&state=${state}`, pattern: '/auth/twitch', client });
  expect(screen.getByText('Loading...')).toBeTruthy();
  await waitFor(() => expect(assigned).toEqual(['http://localhost:4400/campaigns']));
  expect(client.calls[0].data).toEqual({
    code: 'abc',
    provider: 'twitch',
    teamInviteKey: 'team-key',
    label: 'Main squad',
    campaignInviteKey: undefined,
  });
  expect(readToken()).toBe('bc-token');
  expect(cookieWrites.find((line) => line.startsWith('advocate_token='))).toContain(`Max-Age=${PERSISTENT_TOKEN_SECONDS}`);
  expect(readInvite()).toBeNull();
});

it('refuses a callback whose state this tab did not send', async () => {
  prepareProviderSignIn('youtube', null);
  const { client } = renderPage(<ProviderCallbackPage provider="youtube" />, {
    path: '/auth/youtube?code=abc&state=forged',
    pattern: '/auth/youtube',
  });
  expect((await screen.findByRole('alert')).textContent).toBe('Failed!');
  expect(client.calls).toHaveLength(0);
});

// Decision 701: a YouTube connect started on the profile links the channel for the signed-in
// broadcaster who started it and goes back to /profile; the session is not replaced.
it('completes a profile YouTube connect for its broadcaster, keeps the session and returns to /profile', async () => {
  storeSession({ key: 'sam-token', user: makeUser({ username: 'speedrun_sam', user_type: 3 }) }, { stayLoggedIn: true });
  const state = stateOf(youtubeConnectUrl('speedrun_sam'));
  const client = createFakeApiClient({ 'POST youtube/connect/': makeUser({ username: 'speedrun_sam', user_type: 3 }) });
  renderPage(<ProviderCallbackPage provider="youtube" />, {
    path: `/auth/youtube?code=abc&state=${state}`,
    pattern: '/auth/youtube',
    client,
  });
  await waitFor(() => expect(assigned).toHaveLength(1));
  expect(assigned[0]).toMatch(/\/profile$/);
  expect(client.calls.map((c) => [c.path, c.data])).toEqual([['youtube/connect/', { code: 'abc', started_by: 'speedrun_sam' }]]);
  expect(readToken()).toBe('sam-token');
});

it('shows a refused YouTube connect with the way back to the profile', async () => {
  storeSession({ key: 'sam-token', user: makeUser({ username: 'speedrun_sam', user_type: 3 }) }, { stayLoggedIn: true });
  const state = stateOf(youtubeConnectUrl('speedrun_sam'));
  const refused = {
    non_field_errors: [
      'This YouTube channel is already connected to another Advocate broadcaster. Sign in with it, or choose another channel.',
    ],
  };
  const client = createFakeApiClient({ 'POST youtube/connect/': fakeApiError(400, refused) });
  renderPage(<ProviderCallbackPage provider="youtube" />, {
    path: `/auth/youtube?code=abc&state=${state}`,
    pattern: '/auth/youtube',
    client,
  });
  expect((await screen.findByRole('alert')).textContent).toBe(refused.non_field_errors[0]);
  expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toMatch(/\/profile$/);
  expect(readToken()).toBe('sam-token');
  expect(assigned).toEqual([]);
});
