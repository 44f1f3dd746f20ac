import { createConsoleApiClient, renderWithApi } from '@advocate/api-client/testing';
import type { ConsoleWorld } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { creatorRoutes } from '../routes.tsx';

/**
 * Renders the creator studio's real route table at `path`, signed in as `world.user`.
 * `api.calls` lists every request as "METHOD path".
 */
export function renderStudio(path: string, world: ConsoleWorld) {
  const router = createMemoryRouter(creatorRoutes, { initialEntries: [path] });
  const view = renderWithApi(<RouterProvider router={router} />, {
    client: createConsoleApiClient(world),
    prepare: (store) => store.set(sessionTokenAtom, world.user ? 'test-token' : null),
  });
  return { ...view, router, api: { calls: view.client.routes } };
}
