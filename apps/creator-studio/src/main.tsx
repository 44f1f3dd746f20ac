import { preloadPagesAt } from '@advocate/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { creatorRoutes } from './app/routes.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The page's chunk downloads while the session is checked (decision 748).
preloadPagesAt(creatorRoutes, window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
