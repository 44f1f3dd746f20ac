import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress.ts';
import { prerenderScreens, type PrerenderOptions } from './prerender.ts';

/**
 * After the bundle is written: the static screens rendered to HTML when the app has any
 * (decision 746), then a brotli and a gzip copy of every text file (decision 745). One hook, so
 * the prerendered pages are compressed too.
 */
export function staticOutput({ prerender, label }: { prerender?: PrerenderOptions; label: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'advocate-static-output',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      const outDir = path.resolve(root, options.dir ?? 'dist');
      if (prerender) {
        const pages = await prerenderScreens(root, outDir, prerender);
        console.log(`[static-output] ${label}: ${pages.length} screen(s) prerendered`);
      }
      console.log(`[static-output] ${label}: ${precompressDir(outDir)} file(s) precompressed (br, gzip)`);
    },
  };
}
