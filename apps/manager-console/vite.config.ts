import { defineConfig } from 'vite';

// Vite 8 transforms TSX with its built-in Oxc pipeline, so no React plugin is needed.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router, jotai and swr mark modules "use client" for server components; meaningless in a SPA bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { port: 4300, strictPort: true },
  preview: { port: 4300, strictPort: true },
});
