import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { creatorRoutes } from './routes.tsx';

/** The creator studio: the configured API client around the route table. */
export function App() {
  return (
    <AuthenticatedApiProvider>
      <BrowserRouter>
        <CreatorRoutes />
      </BrowserRouter>
    </AuthenticatedApiProvider>
  );
}

function CreatorRoutes() {
  return useRoutes(creatorRoutes);
}
