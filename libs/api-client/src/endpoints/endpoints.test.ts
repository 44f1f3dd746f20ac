/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../request.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import { confirmPasswordReset, providerSignIn, updateProfile, updateUser, verifyEmail } from './auth.ts';
import { campaignInvite, teamInvite } from './invites.ts';
import { listCampaigns, listTeams } from './lists.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const api = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' });
const seen = () => server.requests.map((r) => `${r.method} ${r.url}`);
const lastJson = () => JSON.parse(server.requests[server.requests.length - 1].body.toString()) as unknown;

it('sends the provider code with the invite keys and label', async () => {
  await providerSignIn(api(), 'twitch', { code: 'c0de', campaignInviteKey: 'k1', label: 'chatbot' });
  expect(seen()).toEqual(['POST /api/v1/users/twitch/']);
  expect(lastJson()).toEqual({ code: 'c0de', provider: 'twitch', campaignInviteKey: 'k1', label: 'chatbot' });
});

it('uses the auth paths of spec 00 §7', async () => {
  await verifyEmail(api(), 'abc:def');
  expect(lastJson()).toEqual({ key: 'abc:def' });
  await confirmPasswordReset(api(), { new_password1: 'a', new_password2: 'a', uid: 'MQ', token: 'tok' });
  await updateUser(api(), { tos_agreed: '2024-01-01T00:00:00.000Z' });
  expect(seen()).toEqual([
    'POST /api/v1/rest-auth/registration/verify-email/',
    'POST /api/v1/rest-auth/password/reset/confirm/',
    'PUT /api/v1/rest-auth/user/',
  ]);
});

it('sends a profile update as the JSON body the schema states, password included', async () => {
  const body = { username: 'pat', email: 'new@example.com', email_receive_advocate_updates: false, current_password: 'secret' };
  await updateProfile(api(), body);
  expect(seen()).toEqual(['PUT /api/v1/rest-auth/user/']);
  expect(lastJson()).toEqual(body);
});

it('reads invites and sidebar lists', async () => {
  await campaignInvite(api(), 'ab/c');
  await teamInvite(api(), 'xyz');
  await listCampaigns(api());
  await listTeams(api());
  expect(seen()).toEqual([
    'GET /api/v1/invite-links/campaign/ab%2Fc/',
    'GET /api/v1/invite-links/team/xyz/',
    'GET /api/v1/campaigns/',
    'GET /api/v1/teams/',
  ]);
});
