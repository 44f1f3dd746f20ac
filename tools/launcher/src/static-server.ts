import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves one built single-page app: its files, `/config.js` (the runtime configuration), and
 * index.html for every other path so client-side routes work on reload.
 */
export function serveApp(options: { root: string; configScript: string; host: string; port: number }): Promise<Server> {
  const root = path.resolve(options.root);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: build the apps first (npm start builds them)`);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.js') {
      response.writeHead(200, { 'content-type': contentTypes['.js'], 'cache-control': 'no-store' });
      response.end(options.configScript);
      return;
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const isFile = file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : index;
    const type = contentTypes[path.extname(target)] ?? 'application/octet-stream';
    const immutable = isFile && target.includes(`${path.sep}assets${path.sep}`);
    response.writeHead(200, { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
