import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../request.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Makes one request-layer client available to the hooks below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The client of the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiProvider');
  return client;
}
