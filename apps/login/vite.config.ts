import { appViteConfig } from '@advocate/vite-config';
import { defineConfig } from 'vite';

// Shared build, preview and /config.js setup (decision 252); the login host's 120 KB budget is decision 158;
// its static screens are rendered to HTML at build time (decision 746).
export default defineConfig(
  appViteConfig({
    name: 'login',
    dirname: import.meta.dirname,
    port: 4200,
    bundleLimitKb: 120,
    prerender: { entry: '/src/prerender/render-screen.tsx' },
  }),
);
