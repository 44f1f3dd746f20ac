import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Only the image kinds the upload store writes (checked by content when stored). */
const IMAGE_FILE = /\.(png|jpe?g|gif)$/i;

/** GET /uploads/*: files stored under DATA_DIR/uploads, served by @fastify/static. */
export async function uploadsRoute(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.ctx.config.DATA_DIR, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    maxAge: 86_400_000,
    allowedPath: (pathName) => IMAGE_FILE.test(pathName),
    // Security headers (CSP default-src 'none', nosniff) come from helmet, as on every answer (decision 272).
  });
}
