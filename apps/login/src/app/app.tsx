import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** Providers and router of the login host. */
export function App() {
  return (
    <AuthenticatedApiProvider>
      <RouterProvider router={router} />
    </AuthenticatedApiProvider>
  );
}
