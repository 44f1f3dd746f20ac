import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WIDGET_FILE } from '../../components/index.ts';

/** The media kinds the upload store writes (checked by content when stored): images and videos. */
const MEDIA_FILE = /\.(png|jpe?g|gif|webm|mp4)$/i;
/** Rendered dynamic calls to action (SVG written by the server from escaped text, decision 441). */
const DCTA_GRAPHIC = /^\/dctas\/[0-9a-f]{32}\.svg$/;
/** Files of an unpacked advocate widget: widgets/<random>/<path> (decision 412). */
const WIDGET_PATH = /^\/widgets\/[0-9a-f]{32}\/./;

/** Whether the static server may answer this path (relative to the uploads folder, with a leading '/'). */
export function uploadPathAllowed(pathName: string): boolean {
  if (WIDGET_PATH.test(pathName)) return WIDGET_FILE.test(pathName);
  return MEDIA_FILE.test(pathName) || DCTA_GRAPHIC.test(pathName);
}

/**
 * A widget's page runs its own scripts, so it is served only sandboxed (decision 412): the
 * `sandbox allow-scripts` policy gives it an opaque origin (no API cookies, storage or same-origin
 * requests), and it may be framed by the consoles and the overlay. Its own files are loaded from that
 * opaque origin, hence cross-origin readable.
 */
export const WIDGET_CSP = 'sandbox allow-scripts';

/** GET /uploads/*: files stored under DATA_DIR/uploads, served by @fastify/static. */
export async function uploadsRoute(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.ctx.config.DATA_DIR, 'uploads');
  const widgets = path.join(root, 'widgets') + path.sep;
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    maxAge: 86_400_000,
    allowedPath: (pathName) => uploadPathAllowed(pathName),
    // Security headers (CSP default-src 'none', nosniff) come from helmet, as on every answer (decision 272);
    // widget files replace them with the sandbox.
    setHeaders: (reply, filePath) => {
      if (!filePath.startsWith(widgets)) return;
      reply.header('Content-Security-Policy', WIDGET_CSP);
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.raw.removeHeader('X-Frame-Options');
    },
  });
}
