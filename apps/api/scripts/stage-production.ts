import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a production host (or the container's runtime stage) needs of a built checkout, copied into
 * `target`: the root `package.json`, `package-lock.json` and `.npmrc`, each workspace's
 * `package.json` (npm ci checks the lock against them; their code is in the bundle) and
 * `apps/api/dist`. Then, in `target`: `npm ci --omit=dev` and `node apps/api/dist/main.js`
 * (decision 731). The production-start test runs exactly this.
 */
export function stageProduction(workspaceRoot: string, target: string): string[] {
  const dist = path.join(workspaceRoot, 'apps/api/dist/main.js');
  if (!existsSync(dist)) throw new Error(`${path.relative(process.cwd(), dist) || dist} is missing: run npm run build first`);
  const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  const workspaces = rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(workspaceRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  const files = ['package.json', 'package-lock.json', '.npmrc', ...workspaces.map((folder) => `${folder}/package.json`)].filter((file) =>
    existsSync(path.join(workspaceRoot, file)),
  );
  for (const file of [...files, 'apps/api/dist']) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(workspaceRoot, file), path.join(target, file), { recursive: true });
  }
  return [...files, 'apps/api/dist'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: tsx apps/api/scripts/stage-production.ts <target directory>');
  const copied = stageProduction(path.resolve(import.meta.dirname, '../../..'), path.resolve(target));
  console.log(`staged ${copied.length} paths in ${target}; next: cd ${target} && npm ci --omit=dev && node apps/api/dist/main.js`);
}
