import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** Providers and router of the login host. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
