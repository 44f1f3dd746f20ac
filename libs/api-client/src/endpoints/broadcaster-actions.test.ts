/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../request.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import { assignBroadcasterLink, broadcasterActionsPath, listBroadcasterActions, updateBroadcasterAction } from './broadcaster-actions.ts';

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

it('keys the action lists by campaign and completion', () => {
  expect(broadcasterActionsPath()).toBe('broadcaster-actions/');
  expect(broadcasterActionsPath({ completed: false })).toBe('broadcaster-actions/?completed=false');
  expect(broadcasterActionsPath({ campaign: 'nova-energy', completed: true })).toBe(
    'broadcaster-actions/?campaign=nova-energy&completed=true',
  );
});

it('uses the broadcaster-actions paths of contract 2', async () => {
  await listBroadcasterActions(api(), { campaign: 'nova-energy' });
  await updateBroadcasterAction(api(), 7, { completion_action: 'send_tweet', completion_data: { tweet_text: 'Hi {{link}}' } });
  expect(lastJson()).toEqual({ completion_action: 'send_tweet', completion_data: { tweet_text: 'Hi {{link}}' } });
  await assignBroadcasterLink(api(), { link: 'https://brand.example', broadcasterUsername: 'streamer_one' });
  expect(lastJson()).toEqual({ link: 'https://brand.example', broadcasterUsername: 'streamer_one' });
  expect(seen()).toEqual([
    'GET /api/v1/broadcaster-actions/?campaign=nova-energy',
    'PATCH /api/v1/broadcaster-actions/7/',
    'POST /api/v1/assign-broadcaster-link/',
  ]);
});
