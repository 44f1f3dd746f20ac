/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../request.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import {
  componentShopsPath,
  createComponent,
  deleteComponent,
  reactivateComponent,
  reactivateComponentVersion,
  updateComponent,
} from './components.ts';

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
const last = () => server.requests[server.requests.length - 1];

it('creates as JSON without a file, as multipart with one (config and labels as JSON text)', async () => {
  await createComponent(api(), {
    campaign: 'nova',
    type: 'custom-link',
    name: 'Offer',
    link: 'https://x.example',
    config: { source_keyword: 'nova' },
  });
  expect(last().headers['content-type']).toBe('application/json');
  expect(JSON.parse(last().body.toString())).toMatchObject({ campaign: 'nova', type: 'custom-link', config: { source_keyword: 'nova' } });

  const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'panel.png', { type: 'image/png' });
  await createComponent(api(), {
    campaign: 'nova',
    type: 'banner-graphics',
    name: 'Panel',
    image,
    labels: [3, 4],
    config: { is_fulfillable: true },
  });
  expect(String(last().headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
  const body = last().body.toString('latin1');
  expect(body).toContain('name="image"; filename="panel.png"');
  expect(body).toContain('[3,4]');
  expect(body).toContain('{"is_fulfillable":true}');
  expect(seen()).toEqual(['POST /api/v1/components/', 'POST /api/v1/components/']);
});

it('changes, archives, reactivates and deletes by the paths of contract 1', async () => {
  await updateComponent(api(), 7, { link: 'https://y.example' });
  await reactivateComponent(api(), 7);
  expect(JSON.parse(last().body.toString())).toEqual({ end_time: null, end_signal_send: null });
  await reactivateComponentVersion(api(), 7, 70);
  expect(JSON.parse(last().body.toString())).toEqual({ reactivated_version_id: 70 });
  await deleteComponent(api(), 7, { archive: true });
  await deleteComponent(api(), 7);
  expect(seen()).toEqual([
    'PATCH /api/v1/components/7/',
    'PATCH /api/v1/components/7/',
    'PATCH /api/v1/components/7/',
    'DELETE /api/v1/components/7/?archive=true',
    'DELETE /api/v1/components/7/',
  ]);
  expect(componentShopsPath('nova summer')).toBe('shopify/shops/?campaign=nova%20summer');
});
