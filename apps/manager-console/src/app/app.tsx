import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { managerRoutes } from './routes.tsx';

/** The manager console: the configured API client around the route table. */
export function App() {
  const [router] = useState(() => createBrowserRouter(managerRoutes));
  return (
    <AuthenticatedApiProvider>
      <RouterProvider router={router} />
    </AuthenticatedApiProvider>
  );
}
