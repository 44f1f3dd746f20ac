import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/error-handler.ts';

const types: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** GET /uploads/*: files stored under DATA_DIR/uploads (checked by content when stored). */
export async function uploadsRoute(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.ctx.config.DATA_DIR, 'uploads');
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const file = path.resolve(root, request.params['*']);
    const type = types[path.extname(file).toLowerCase()];
    if (!type || !file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) throw notFound();
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'")
      .send(createReadStream(file));
  });
}
