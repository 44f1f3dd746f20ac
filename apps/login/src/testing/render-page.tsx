import { ApiProvider } from '@advocate/api-client';
import { createFakeApiClient } from '@advocate/api-client/testing';
import type { FakeApiClient } from '@advocate/api-client/testing';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Shows where in-app navigation went, for assertions. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/**
 * Renders one page at `path` (matching `pattern`) with fresh session state, an in-memory API
 * client and a catch-all route that reports in-app navigations.
 */
export function renderPage(element: ReactElement, { path, pattern = path, client = createFakeApiClient() }: { path: string; pattern?: string; client?: FakeApiClient }) {
  const result = render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern.split('?')[0]} element={element} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  return { ...result, client };
}
