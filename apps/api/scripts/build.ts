import { cpSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { RUNTIME_FILES } from '../src/runtime-files.ts';

/**
 * `nx run api:build` (part of `npm run build`): the API as one ES module, `apps/api/dist/main.js`,
 * for `node apps/api/dist/main.js` after `npm ci --omit=dev` (decision 731). The workspace's own
 * packages (`@advocate/*`, TypeScript source) are bundled in; every other package stays an import
 * resolved from `node_modules` at run time and must be one of the root `dependencies`, or the build
 * fails naming it. The migrations, the overlay's client and the embedded database's worker are
 * copied next to the bundle at their `src/` paths (`src/runtime-files.ts` finds them there).
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const workspaceRoot = path.resolve(apiRoot, '../..');
const dist = path.join(apiRoot, 'dist');
const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const runtimeDependencies = new Set(Object.keys(rootPackage.dependencies));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** Bare imports: Node's own modules and root `dependencies` stay imports; `@advocate/*` is bundled; anything else fails the build. */
const productionDependenciesOnly: Plugin = {
  name: 'production-dependencies-only',
  setup(api) {
    api.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (isBuiltin(specifier)) return { path: specifier, external: true };
      const name = packageName(specifier);
      if (name.startsWith('@advocate/')) return undefined;
      if (runtimeDependencies.has(name)) return { path: specifier, external: true };
      return {
        errors: [
          {
            text: `${name} is imported by the API at run time (${path.relative(workspaceRoot, importer)}) but is not in the root package.json's "dependencies"; npm ci --omit=dev would leave it out`,
          },
        ],
      };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: workspaceRoot,
  entryPoints: [path.join(apiRoot, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
  plugins: [productionDependenciesOnly],
});
for (const file of RUNTIME_FILES) cpSync(path.join(apiRoot, 'src', file), path.join(dist, file), { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const external = new Set(
  result.metafile.outputs[path.relative(workspaceRoot, path.join(dist, 'main.js'))]?.imports
    .filter((i) => i.external && !isBuiltin(i.path))
    .map((i) => packageName(i.path)),
);
console.log(
  `api build: apps/api/dist/main.js (${Math.round(bytes / 1024)} KB with its map), ${external.size} packages from node_modules, ${RUNTIME_FILES.join(', ')} copied`,
);
