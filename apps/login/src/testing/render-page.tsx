import { renderWithApi } from '@advocate/api-client/testing';
import type { FakeApiClient } from '@advocate/api-client/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where in-app navigation went, for assertions. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/**
 * Renders one page at `path` (matching `pattern`) with fresh session state, an in-memory API
 * client and a catch-all route that reports in-app navigations.
 */
export function renderPage(
  element: ReactElement,
  { path, pattern = path, client }: { path: string; pattern?: string; client?: FakeApiClient },
) {
  return renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern.split('?')[0]} element={element} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
    { client },
  );
}
