import { fileURLToPath } from 'node:url';

/**
 * The files the API reads at run time besides its code, found from this module's own address:
 * `apps/api/src/` when run from source (tsx, Vitest), `apps/api/dist/` in the production bundle,
 * where `apps/api/scripts/build.ts` copies them at the same paths (decision 731). Only this file
 * may locate them, so the two layouts cannot drift apart.
 */
const root = new URL('./', import.meta.url);

/** The versioned `NNNN_name.sql` migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('db/migrations/', root));
/** The overlay's own scripts and style (plain ES modules, no build step), served under `/browsersource/`. */
export const BROWSERSOURCE_CLIENT_DIR = fileURLToPath(new URL('browsersource/client/', root));
/** The embedded database's worker thread (plain JavaScript, decision 628). */
export const PGLITE_WORKER_URL = new URL('db/pglite-worker.mjs', root);

/** What the build copies next to the bundle: each path relative to `src/` (and to `dist/`). */
export const RUNTIME_FILES = ['db/migrations', 'browsersource/client', 'db/pglite-worker.mjs'] as const;
