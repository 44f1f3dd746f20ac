import type { OutgoingHttpHeaders } from 'node:http';
import type { Connect, Plugin } from 'vite';

/** Answers /config.js with an empty script and the server's configured headers (Vite's own come later). */
const emptyRuntimeConfig =
  (headers: OutgoingHttpHeaders = {}): Connect.NextHandleFunction =>
  (req, res, next) => {
    if (req.url?.split('?')[0] !== '/config.js') return next();
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.end('/* no host configuration: local defaults */\n');
  };

/**
 * In dev and preview nothing writes /config.js (the launcher and production hosts do), so answer an
 * empty script: the app then runs on appConfig()'s local defaults instead of loading index.html as JS.
 */
export function localRuntimeConfig(): Plugin {
  return {
    name: 'advocate-local-runtime-config',
    configureServer: (server) => void server.middlewares.use(emptyRuntimeConfig(server.config.server.headers)),
    configurePreviewServer: (server) => void server.middlewares.use(emptyRuntimeConfig(server.config.preview.headers)),
  };
}
