import { ApiProvider, USER_PATH } from '@advocate/api-client';
import type { CampaignSummary, TeamSummary, User } from '@advocate/api-client';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { managerRoutes } from '../routes.tsx';
import { fakeApi } from './fake-api.ts';

export interface ConsoleWorld {
  /** The signed-in user; null renders signed out (no token). */
  user: User | null;
  campaigns?: CampaignSummary[];
  teams?: TeamSummary[];
}

/** Renders the manager console's real route table at `path`, signed in as `world.user`. */
export function renderConsole(path: string, world: ConsoleWorld) {
  const store = createStore();
  store.set(sessionTokenAtom, world.user ? 'test-token' : null);
  const api = fakeApi({ [USER_PATH]: world.user, 'campaigns/': world.campaigns ?? [], 'teams/': world.teams ?? [] });
  const router = createMemoryRouter(managerRoutes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </SWRConfig>
    </Provider>,
  );
  return { ...view, router, api };
}
