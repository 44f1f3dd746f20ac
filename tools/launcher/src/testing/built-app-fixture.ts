import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Text of a file beside the fixture's root, which no request may ever read. */
export const SECRET_MARKER = 'secret-outside-the-root-7f3a';

/**
 * A built app as Vite lays it out (index.html without inline script, hashed assets), under
 * `dir/dist`, with `dir/secret.txt` outside the root for traversal checks. Returns the root.
 */
export function writeBuiltAppFixture(dir: string, title = 'Fixture'): string {
  const root = path.join(dir, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>${title}</title><script src="/config.js"></script>` +
      '<script type="module" src="/assets/app-abc123.js"></script><link rel="stylesheet" href="/assets/app-abc123.css"></head>' +
      '<body><div id="root"></div></body></html>\n',
  );
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(root, 'assets', 'app-abc123.css'), 'body{margin:0}\n');
  writeFileSync(path.join(dir, 'secret.txt'), `${SECRET_MARKER}\n`);
  return root;
}
