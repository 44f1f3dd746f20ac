import path from 'node:path';
import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';
import type { UserConfig } from 'vite';
import { bundleBudget } from './bundle-budget-plugin.ts';
import { localRuntimeConfig } from './local-runtime-config-plugin.ts';
import type { PrerenderOptions } from './prerender.ts';
import { appSecurityHeaders } from './security-headers.ts';
import { staticOutput } from './static-output-plugin.ts';

export interface AppViteOptions {
  /** The Nx project name, printed with the bundle figure. */
  name: string;
  /** The app's folder (`import.meta.dirname` of its vite.config.ts): root, index.html, tailwind.config.cjs. */
  dirname: string;
  /** Port of `vite` (dev) and `vite preview`. */
  port: number;
  /** Initial JavaScript budget in KB gzip; without one the figure is only printed. */
  bundleLimitKb?: number;
  /** Screens rendered to HTML at build time (decision 746); without it the app is client-rendered only. */
  prerender?: PrerenderOptions;
}

/** The API `vite preview` pages talk to: appConfig()'s local default, as /config.js is empty there. */
const previewApiUrl = 'http://localhost:3000';
/** The provider stand-ins of a local run (their avatars), at their default port. */
const previewStandIns = 'http://localhost:4500';

/** The Vite configuration every browser app shares (decision 252); each app passes only what differs. */
export function appViteConfig({ name, dirname, port, bundleLimitKb, prerender }: AppViteOptions): UserConfig {
  return {
    root: dirname,
    // Vite 8 transforms TSX with its built-in Oxc pipeline, so no React plugin is needed.
    plugins: [localRuntimeConfig(), bundleBudget({ limitKb: bundleLimitKb, label: name }), staticOutput({ prerender, label: name })],
    css: {
      // Builds run from the workspace root, so Tailwind is pointed at the app's own config.
      postcss: { plugins: [tailwindcss({ config: path.join(dirname, 'tailwind.config.cjs') }), autoprefixer()] },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        onwarn(warning, warn) {
          // React Router, jotai and swr mark modules 'use client' for server components; meaningless in a SPA bundle.
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        // Every module a first load runs goes into the entry chunk: one request instead of eight small
        // ones, each of which paid a round trip on slow networks (decision 782). Lazy chunks import from it.
        output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
      },
    },
    server: { port, strictPort: true },
    // The dev server injects inline styles for hot reload, so only the preview of the build gets the CSP.
    preview: { port, strictPort: true, headers: appSecurityHeaders({ apiUrl: previewApiUrl, imageOrigins: [previewStandIns] }) },
  };
}
