import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { creatorRoutes } from './routes.tsx';

/** The creator studio: the configured API client around the route table. */
export function App() {
  const [router] = useState(() => createBrowserRouter(creatorRoutes));
  return (
    <AuthenticatedApiProvider>
      <RouterProvider router={router} />
    </AuthenticatedApiProvider>
  );
}
