import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { managerRoutes } from './routes.tsx';

/** The manager console: the configured API client around the route table. */
export function App() {
  return (
    <AuthenticatedApiProvider>
      <BrowserRouter>
        <ManagerRoutes />
      </BrowserRouter>
    </AuthenticatedApiProvider>
  );
}

function ManagerRoutes() {
  return useRoutes(managerRoutes);
}
