// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createFakeApiClient, fakeApiError } from '../testing/fake-api-client.ts';
import type { FakeAnswers } from '../testing/fake-api-client.ts';
import type { AnswerOf } from '../types.ts';
import { ApiProvider } from './api-provider.tsx';
import { useQuery, useResource } from './hooks.ts';
import { useMutation } from './use-mutation.ts';

type Label = AnswerOf<'listLabels'>[number];
const label = (id: number, name: string): Label => ({ id, name, campaign: 'spring', broadcasters: [], components: [] });
const LABELS = 'labels/?campaign=spring';

function setUp(answers: FakeAnswers) {
  const client = createFakeApiClient(answers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { client, wrapper };
}

it('puts the answer in the cache at once, then reads the other keys again', async () => {
  let campaignsRead = 0;
  const { client, wrapper } = setUp({
    [`GET ${LABELS}`]: [label(1, 'A')],
    'GET /api/v1/campaigns/': () => (campaignsRead++, []),
    'PATCH /api/v1/labels/{id}/': (call) => ({ ...label(1, 'A'), ...(call.data as object) }),
  });
  const { result } = renderHook(
    () => ({
      labels: useResource<Label[]>(LABELS),
      campaigns: useResource<unknown[]>('campaigns/'),
      rename: useMutation(
        (api, id: number, name: string) => api.PATCH('/api/v1/labels/{id}/', { params: { path: { id: String(id) } }, body: { name } }),
        {
          invalidate: [
            { key: LABELS, update: (list: Label[] = [], answer: Label) => list.map((l) => (l.id === answer.id ? answer : l)) },
            'campaigns/',
          ],
        },
      ),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.labels.data).toEqual([label(1, 'A')]));
  await waitFor(() => expect(campaignsRead).toBe(1));
  const labelReads = client.routes.filter((r) => r === `GET ${LABELS}`).length;

  let answer: Label | undefined;
  await act(async () => {
    answer = await result.current.rename.trigger(1, 'B');
  });
  expect(answer?.name).toBe('B');
  expect(result.current.labels.data).toEqual([label(1, 'B')]);
  // The updated key is not read again; the listed one is, before trigger resolves.
  expect(client.routes.filter((r) => r === `GET ${LABELS}`)).toHaveLength(labelReads);
  expect(campaignsRead).toBe(2);
  expect(result.current.rename).toMatchObject({ pending: false, error: null });
});

it('keys may follow the arguments, and an update may ask for a read as well', async () => {
  const { client, wrapper } = setUp({ 'DELETE /api/v1/labels/{id}/': undefined, 'GET /api/v1/labels/': [label(4, 'D'), label(5, 'E')] });
  const { result } = renderHook(
    () => ({
      labels: useResource<Label[]>('labels/?campaign=autumn'),
      remove: useMutation(
        (api, id: number, _campaign: string) => api.DELETE('/api/v1/labels/{id}/', { params: { path: { id: String(id) } } }),
        {
          invalidate: [
            {
              key: (_id, campaign) => `labels/?campaign=${campaign}`,
              update: (list: Label[] = [], _answer, id) => list.filter((l) => l.id !== id),
              revalidate: true,
            },
          ],
        },
      ),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.labels.data).toHaveLength(2));
  await act(() => result.current.remove.trigger(4, 'autumn'));
  expect(client.routes).toEqual(['GET labels/?campaign=autumn', 'DELETE labels/4/', 'GET labels/?campaign=autumn']);
});

it('is pending while the call runs, and keeps the failure as an ApiError', async () => {
  let release: () => void = () => undefined;
  const { client, wrapper } = setUp({
    'POST /api/v1/labels/': () =>
      new Promise<ApiError>((resolve) => (release = () => resolve(fakeApiError(400, { name: ['This field may not be blank.'] })))),
  });
  const { result } = renderHook(
    () => useMutation((api) => api.POST('/api/v1/labels/', { body: { name: '', campaign: 'spring' } }), { invalidate: ['campaigns/'] }),
    { wrapper },
  );

  let failure: unknown;
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.trigger().then(
      () => undefined,
      (error: unknown) => void (failure = error),
    );
  });
  expect(result.current.pending).toBe(true);
  await act(async () => {
    release();
    await done;
  });
  expect(failure).toBeInstanceOf(ApiError);
  expect(result.current.pending).toBe(false);
  expect(result.current.error?.status).toBe(400);
  expect(result.current.error?.body).toEqual({ name: ['This field may not be blank.'] });
  // A failed call invalidates nothing.
  expect(client.routes).toEqual(['POST labels/']);
  act(() => result.current.reset());
  expect(result.current.error).toBeNull();
});

it('shares its keys with useQuery, whose fetcher is typed by the call it makes', async () => {
  const { wrapper } = setUp({ 'GET /api/v1/labels/': [label(1, 'A')], 'DELETE /api/v1/labels/{id}/': undefined });
  const { result } = renderHook(
    () => ({
      labels: useQuery(LABELS, (api) => api.GET('/api/v1/labels/', { params: { query: { campaign: 'spring' } } })),
      remove: useMutation((api, id: number) => api.DELETE('/api/v1/labels/{id}/', { params: { path: { id: String(id) } } }), {
        invalidate: [{ key: LABELS, update: (list: Label[] = [], _answer, id) => list.filter((l) => l.id !== id) }],
      }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.labels.data?.[0].name).toBe('A'));
  await act(() => result.current.remove.trigger(1));
  expect(result.current.labels.data).toEqual([]);
});

/** How many times each path was read (GET). */
const readsOf = (routes: string[]) => (path: string) => routes.filter((r) => r === `GET ${path}`).length;

it('reads again every cached key with a prefix, and no other', async () => {
  const { client, wrapper } = setUp({
    'GET campaigns/?page=1': [],
    'GET campaigns/?page=2': [],
    'GET campaigns/': [],
    'GET teams/': [],
    'POST /api/v1/labels/': label(9, 'New'),
  });
  const { result } = renderHook(
    () => ({
      first: useResource<unknown[]>('campaigns/?page=1'),
      second: useResource<unknown[]>('campaigns/?page=2'),
      all: useResource<unknown[]>('campaigns/'),
      teams: useResource<unknown[]>('teams/'),
      create: useMutation((api) => api.POST('/api/v1/labels/', { body: { name: 'New', campaign: 'spring' } }), {
        invalidate: [{ prefix: 'campaigns/?' }],
      }),
    }),
    { wrapper },
  );
  await waitFor(() =>
    expect([result.current.first, result.current.second, result.current.all, result.current.teams].every((r) => r.data)).toBe(true),
  );
  const before = readsOf([...client.routes]);

  await act(() => result.current.create.trigger());
  const after = readsOf(client.routes);
  expect(after('campaigns/?page=1')).toBe(before('campaigns/?page=1') + 1);
  expect(after('campaigns/?page=2')).toBe(before('campaigns/?page=2') + 1);
  expect(after('campaigns/')).toBe(before('campaigns/'));
  expect(after('teams/')).toBe(before('teams/'));
});

it('takes the prefix from the arguments, and a test of keys given the answer', async () => {
  const { client, wrapper } = setUp({
    'GET squads/?team=1': [],
    'GET squads/?team=2': [],
    'GET labels/?campaign=spring': [],
    'GET labels/?campaign=autumn': [],
    'DELETE /api/v1/squads/{id}/': undefined,
    'POST /api/v1/labels/': label(9, 'New'),
  });
  const { result } = renderHook(
    () => ({
      reads: ['squads/?team=1', 'squads/?team=2', 'labels/?campaign=spring', 'labels/?campaign=autumn'].map((key) =>
        useResource<unknown[]>(key),
      ),
      removeSquad: useMutation(
        (api, id: number, _team: number) => api.DELETE('/api/v1/squads/{id}/', { params: { path: { id: String(id) } } }),
        { invalidate: [{ prefix: (_id, team) => `squads/?team=${team}` }] },
      ),
      createLabel: useMutation((api) => api.POST('/api/v1/labels/', { body: { name: 'New', campaign: 'spring' } }), {
        invalidate: [{ match: (key, made) => key.endsWith(`campaign=${made.campaign}`) }],
      }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.reads.every((r) => r.data)).toBe(true));

  let before = readsOf([...client.routes]);
  await act(() => result.current.removeSquad.trigger(3, 2));
  let after = readsOf(client.routes);
  expect([after('squads/?team=1') - before('squads/?team=1'), after('squads/?team=2') - before('squads/?team=2')]).toEqual([0, 1]);

  before = readsOf([...client.routes]);
  await act(() => result.current.createLabel.trigger());
  after = readsOf(client.routes);
  expect([
    after('labels/?campaign=spring') - before('labels/?campaign=spring'),
    after('labels/?campaign=autumn') - before('labels/?campaign=autumn'),
  ]).toEqual([1, 0]);
});
