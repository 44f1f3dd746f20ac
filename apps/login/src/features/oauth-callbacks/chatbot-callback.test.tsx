import {
  clearChatbotTarget,
  clearSession,
  fullPage,
  readChatbotTarget,
  readToken,
  storeChatbotTarget,
  storeSession,
} from '@advocate/auth-and-guards';
import { createFakeApiClient, fakeApiError, makeManager } from '@advocate/api-client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { prepareProviderSignIn } from '../../shared/lib/oauth.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ProviderCallbackPage } from './provider-callback-page.tsx';

// Spec 00 §2 (/login/broadcaster authorises a chatbot), §4 (back to the management page), 01 §8 'Could not update chatbot'; decision 333.
let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
});
const makeStoredSession = (key: string) => storeSession({ key, user: makeManager() }, { stayLoggedIn: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
  clearChatbotTarget();
  sessionStorage.clear();
});

const callback = (client: ReturnType<typeof createFakeApiClient>) => {
  const state = new URL(prepareProviderSignIn('twitch', null)).searchParams.get('state') ?? '';
  return renderPage(<ProviderCallbackPage provider="twitch" />, {
    path: `/auth/twitch?code=abc&state=${state}`,
    pattern: '/auth/twitch',
    client,
  });
};

it('sends the code to set_chatbot_account, keeps the manager signed in and returns to the management page', async () => {
  makeStoredSession('manager-token');
  storeChatbotTarget({ kind: 'campaign', slug: 'spring-sale' });
  const client = createFakeApiClient({ 'PATCH campaigns/spring-sale/set_chatbot_account/': {} });
  callback(client);
  await waitFor(() => expect(assigned).toEqual(['http://localhost:4300/campaigns/spring-sale/management']));
  expect(client.calls.map((c) => [c.path, c.data])).toEqual([['campaigns/spring-sale/set_chatbot_account/', { code: 'abc' }]]);
  expect(readToken()).toBe('manager-token');
  expect(readChatbotTarget()).toBeNull();
});

it('sets a team default chatbot and returns to the dashboard', async () => {
  makeStoredSession('manager-token');
  storeChatbotTarget({ kind: 'team', id: 4 });
  const client = createFakeApiClient({ 'PATCH teams/4/set_default_chatbot/': {} });
  callback(client);
  await waitFor(() => expect(assigned).toEqual(['http://localhost:4300/dashboard']));
});

it('shows Could not update chatbot when the server refuses', async () => {
  makeStoredSession('manager-token');
  storeChatbotTarget({ kind: 'campaign', slug: 'spring-sale' });
  const client = createFakeApiClient({
    'PATCH campaigns/spring-sale/set_chatbot_account/': fakeApiError(400, { non_field_errors: ['Could not update chatbot'] }),
  });
  callback(client);
  expect((await screen.findByRole('alert')).textContent).toBe('Could not update chatbot');
  expect(readChatbotTarget()).toBeNull();
  expect(assigned).toEqual([]);
});

it('drops a chatbot cookie when nobody is signed in and signs the broadcaster in as usual', async () => {
  storeChatbotTarget({ kind: 'campaign', slug: 'spring-sale' });
  const client = createFakeApiClient({ 'POST users/twitch/': fakeApiError(400, { non_field_errors: ['nope'] }) });
  callback(client);
  expect((await screen.findByRole('alert')).textContent).toBe('nope');
  expect(client.routes).toEqual(['POST users/twitch/']);
  expect(readChatbotTarget()).toBeNull();
});
