import path from 'node:path';
import { serveApp } from '../app-server.ts';
import { writeBuiltAppFixture } from './built-app-fixture.ts';

/**
 * Test process: three app servers on free ports in one process, as the launcher runs them, over
 * fixture builds under the folder given as the first argument. Prints the ports as one JSON line;
 * unexpected errors go to stderr.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: serve-fixture-apps.ts <dir>');
const ports: Record<string, number> = {};
for (const name of ['login', 'manager', 'creator']) {
  const root = writeBuiltAppFixture(path.join(dir, name), name);
  const configScript = `window.__ADVOCATE_CONFIG__ = ${JSON.stringify({ version: name })};\n`;
  const server = await serveApp({
    root,
    configScript,
    apiUrl: 'http://localhost:3000',
    host: '127.0.0.1',
    port: 0,
    logError: (message) => console.error(message),
  });
  ports[name] = (server.server.address() as { port: number }).port;
}
console.log(JSON.stringify(ports));
