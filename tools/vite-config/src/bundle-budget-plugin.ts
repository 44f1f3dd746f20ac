import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
}

/** The entry chunks and every chunk they import statically: what a first visit downloads before rendering. */
export function initialChunks(chunks: ChunkInfo[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen];
}

/**
 * Reports the initial JavaScript after gzip and fails the build when it exceeds `limitKb`
 * (1 KB = 1,000 bytes; decision 158); without a limit the figure is only printed.
 * Measured on the written files, so minification and every other transform are included.
 */
export function bundleBudget({ limitKb, label }: { limitKb?: number; label: string }): Plugin {
  return {
    name: 'advocate-bundle-budget',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push({ fileName: output.fileName, isEntry: output.isEntry, imports: output.imports });
      }
      const dir = options.dir ?? 'dist';
      const files = initialChunks(chunks);
      const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);
      const kb = (bytes / 1000).toFixed(1);
      const budget = limitKb === undefined ? 'no budget' : `budget ${limitKb} KB`;
      const summary = `${label} initial JavaScript: ${kb} KB gzip (${budget}) in ${files.length} file(s)`;
      console.log(`\n[bundle-budget] ${summary}`);
      if (limitKb !== undefined && bytes > limitKb * 1000) this.error(`Bundle budget exceeded: ${summary}`);
    },
  };
}
