import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../react/api-provider.tsx';
import { createFakeApiClient } from './fake-api-client.ts';
import type { FakeApiClient } from './fake-api-client.ts';

type Store = ReturnType<typeof createStore>;

export interface RenderWithApiOptions {
  client?: FakeApiClient;
  /** Seeds the fresh Jotai store before rendering (for example the session token atom). */
  prepare?: (store: Store) => void;
}

/**
 * Renders `ui` under the apps' provider stack with nothing shared between tests: a fresh Jotai
 * store (the session state lives in atoms), a fresh SWR cache without retries and an in-memory client.
 */
export function renderWithApi(ui: ReactElement, { client = createFakeApiClient(), prepare }: RenderWithApiOptions = {}) {
  const store = createStore();
  prepare?.(store);
  const view = render(
    <JotaiProvider store={store}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <ApiProvider client={client}>{ui}</ApiProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  return { ...view, client, store };
}
