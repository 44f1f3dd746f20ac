// @vitest-environment jsdom
/// <reference types="node" />
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from '../request.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import { ApiProvider } from './api-provider.tsx';
import { useCampaigns, useUser } from './hooks.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function Probe() {
  const { data: user } = useUser();
  const { data: campaigns } = useCampaigns({ enabled: Boolean(user) });
  return <p>{user ? `${user.username}: ${campaigns?.map((c) => c.name).join(',') ?? '…'}` : 'loading'}</p>;
}

it('loads the user and dependent lists through the provider client', async () => {
  server.replies.push({ status: 200, body: '{"username":"ann"}' }, { status: 200, body: '[{"name":"Spring"}]' });
  const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>
        <Probe />
      </ApiProvider>
    </SWRConfig>,
  );
  expect(await screen.findByText('ann: Spring')).toBeTruthy();
  expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/rest-auth/user/', '/api/v1/campaigns/']);
});
