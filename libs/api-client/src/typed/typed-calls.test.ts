/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, expect, expectTypeOf, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createApiClient } from '../request.ts';
import { createFakeApiClient } from '../testing/fake-api-client.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import type { AnswerOf } from '../types.ts';
import { fillPath } from './typed-calls.ts';

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

it('fills path parameters, encoded, relative to the base URL', () => {
  expect(fillPath('/api/v1/labels/{id}/', { id: 3 })).toBe('labels/3/');
  expect(fillPath('/api/v1/invite-links/campaign/{key}/', { key: 'a/b' })).toBe('invite-links/campaign/a%2Fb/');
  expect(() => fillPath('/api/v1/labels/{id}/')).toThrow('no value for the path parameter id');
});

it('sends the path, query and body a typed call names, and answers its JSON', async () => {
  server.replies.push({ status: 200, body: '[{"id":1,"name":"A","campaign":"spring","broadcasters":[],"components":[]}]' });
  const labels = await api().GET('/api/v1/labels/', { params: { query: { campaign: 'spring' } } });
  expectTypeOf(labels).toEqualTypeOf<AnswerOf<'listLabels'>>();
  expect(labels[0].name).toBe('A');
  await api().PATCH('/api/v1/labels/{id}/', { params: { path: { id: '4' } }, body: { name: 'B' } });
  await api().DELETE('/api/v1/labels/{id}/', { params: { path: { id: '4' } } });
  expect(seen()).toEqual(['GET /api/v1/labels/?campaign=spring', 'PATCH /api/v1/labels/4/', 'DELETE /api/v1/labels/4/']);
  expect(JSON.parse(server.requests[1].body.toString())).toEqual({ name: 'B' });
});

it('rejects with the ApiError of the request layer', async () => {
  server.replies.push({ status: 403, body: '{"detail":"You do not have permission to perform this action."}' });
  const failed = await api()
    .GET('/api/v1/campaigns/')
    .catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(ApiError);
  expect((failed as ApiError).serverMessage).toBe('You do not have permission to perform this action.');
});

it('checks paths, parameters, bodies and answers at compile time', () => {
  const client = createFakeApiClient();
  // Never run: the calls are here for the compiler (and would reject with 404).
  const unused = () => {
    // Only documented paths, and only with their methods.
    // @ts-expect-error not a documented path
    void client.GET('/api/v1/no-such-thing/');
    // @ts-expect-error labels/{id}/ has no GET
    void client.GET('/api/v1/labels/{id}/', { params: { path: { id: '1' } } });
    // @ts-expect-error the campaign query is required
    void client.GET('/api/v1/labels/', {});
    // @ts-expect-error the path parameter is required
    void client.DELETE('/api/v1/labels/{id}/');
    // @ts-expect-error name is text
    void client.PATCH('/api/v1/labels/{id}/', { params: { path: { id: '1' } }, body: { name: 3 } });
    expectTypeOf(client.DELETE('/api/v1/labels/{id}/', { params: { path: { id: '1' } } })).resolves.toEqualTypeOf<undefined>();
  };
  expect(unused).toBeTypeOf('function');
});

it('fakes answer documented routes with their wire types, exact keys first', async () => {
  const label = { id: 1, name: 'A', campaign: 'spring', broadcasters: [], components: [] };
  const client = createFakeApiClient({
    'GET /api/v1/labels/': [label],
    'GET labels/?campaign=autumn': [],
    'PATCH /api/v1/labels/{id}/': (call) => ({ ...label, ...(call.data as object) }),
  });
  expect(await client.GET('/api/v1/labels/', { params: { query: { campaign: 'spring' } } })).toEqual([label]);
  expect(await client.GET('/api/v1/labels/', { params: { query: { campaign: 'autumn' } } })).toEqual([]);
  // An untyped call to a documented route gets its answer too.
  expect(await client.get('labels/?campaign=summer')).toEqual([label]);
  expect(await client.PATCH('/api/v1/labels/{id}/', { params: { path: { id: '1' } }, body: { name: 'B' } })).toMatchObject({ name: 'B' });
  expect(client.routes).toEqual([
    'GET labels/?campaign=spring',
    'GET labels/?campaign=autumn',
    'GET labels/?campaign=summer',
    'PATCH labels/1/',
  ]);
  await expect(client.DELETE('/api/v1/labels/{id}/', { params: { path: { id: '1' } } })).rejects.toMatchObject({ status: 404 });

  // @ts-expect-error a fixture of another shape than the route's answer
  createFakeApiClient({ 'GET /api/v1/labels/': [{ id: 'one' }] });
  // @ts-expect-error the same for answers set later
  client.answer('GET /api/v1/campaigns/', { slug: 'x' });
});
