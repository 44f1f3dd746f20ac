import path from 'node:path';
import { createServer } from 'vite';
import type * as RenderScreen from './render-screen.tsx';

/**
 * Test helper: prints `{ path: markup }` for every prerendered screen as one JSON line, loading
 * render-screen.tsx through Vite's SSR loader as the build does (tools/vite-config prerender.ts).
 * A process of its own, because React's server and client renderers share context state when they
 * run in one module graph (the jsdom tests).
 */
const server = await createServer({
  root: path.resolve(import.meta.dirname, '../..'),
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { prerenderedPaths, renderScreen } = (await server.ssrLoadModule(
    path.join(import.meta.dirname, 'render-screen.tsx'),
  )) as typeof RenderScreen;
  const screens: Record<string, string> = {};
  for (const screenPath of prerenderedPaths) screens[screenPath] = await renderScreen(screenPath);
  process.stdout.write(`${JSON.stringify(screens)}\n`);
} finally {
  await server.close();
}
