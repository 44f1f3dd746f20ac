import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

export interface PrerenderOptions {
  /**
   * The app's render module, from its root (e.g. `/src/prerender/render-screen.tsx`). It exports
   * `prerenderedPaths: readonly string[]` and `renderScreen(path): Promise<string>`, the markup for #root.
   */
  entry: string;
}

interface RenderModule {
  prerenderedPaths: readonly string[];
  renderScreen(path: string): Promise<string>;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html with one screen's markup in #root. */
export function withScreen(template: string, markup: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  return template.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/** Where a screen's page goes: `/login/manager` → `<outDir>/login/manager/index.html`. */
export function screenFile(outDir: string, screenPath: string): string {
  if (!/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(screenPath)) throw new Error(`cannot prerender ${screenPath}: a plain path is needed`);
  return path.join(outDir, ...screenPath.split('/'), 'index.html');
}

/**
 * Renders the app's static screens into copies of the built index.html, one per path
 * (decision 746). The render module runs through Vite's SSR loader, so it sees the app's sources
 * as the client build does. Answers the files written.
 */
export async function prerenderScreens(root: string, outDir: string, { entry }: PrerenderOptions): Promise<string[]> {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(entry)) as RenderModule;
    const written: string[] = [];
    for (const screenPath of module.prerenderedPaths) {
      const file = screenFile(outDir, screenPath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, withScreen(template, await module.renderScreen(screenPath)));
      written.push(file);
    }
    return written;
  } finally {
    await server.close();
  }
}
