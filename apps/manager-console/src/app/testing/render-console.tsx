import { createConsoleApiClient, renderWithApi } from '@advocate/api-client/testing';
import type { ConsoleWorld } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { managerRoutes } from '../routes.tsx';

/**
 * Renders the manager console's real route table at `path`, signed in as `world.user`.
 * `api.calls` lists every request as "METHOD path".
 */
export function renderConsole(path: string, world: ConsoleWorld) {
  const router = createMemoryRouter(managerRoutes, { initialEntries: [path] });
  const view = renderWithApi(<RouterProvider router={router} />, {
    client: createConsoleApiClient(world),
    prepare: (store) => store.set(sessionTokenAtom, world.user ? 'test-token' : null),
  });
  return { ...view, router, api: { calls: view.client.routes } };
}
