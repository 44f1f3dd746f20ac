import { defineConfig } from 'vite';
import type { Connect, Plugin } from 'vite';
import { bundleBudget } from './bundle-budget-plugin.ts';

const emptyRuntimeConfig: Connect.NextHandleFunction = (req, res, next) => {
  if (req.url?.split('?')[0] !== '/config.js') return next();
  res.setHeader('Content-Type', 'text/javascript');
  res.end('/* no host configuration: local defaults */\n');
};

/**
 * In dev and preview nothing writes /config.js (the launcher and production hosts do), so answer an
 * empty script: the app then runs on appConfig()'s local defaults instead of loading index.html as JS.
 */
function localRuntimeConfig(): Plugin {
  return {
    name: 'advocate-local-runtime-config',
    configureServer: (server) => void server.middlewares.use(emptyRuntimeConfig),
    configurePreviewServer: (server) => void server.middlewares.use(emptyRuntimeConfig),
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [localRuntimeConfig(), bundleBudget({ limitKb: 120, label: 'login' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // swr and jotai mark their modules 'use client' for server components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { port: 4200, strictPort: true },
  preview: { port: 4200 },
});
