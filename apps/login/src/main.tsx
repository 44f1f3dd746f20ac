import { preloadPagesAt } from '@advocate/ui-kit';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The screen's chunk starts downloading before React renders (decision 748).
preloadPagesAt(routes, window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered screen (decision 746) is hydrated. Its markup was rendered without a query string,
// so with one (`?next=`) the screen is rendered afresh, replacing the markup, rather than hydrated
// with links that would keep the build's addresses.
if (root.hasChildNodes() && window.location.search === '') hydrateRoot(root, app);
else createRoot(root).render(app);
