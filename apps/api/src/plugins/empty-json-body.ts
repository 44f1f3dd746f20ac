import type { FastifyInstance } from 'fastify';

/**
 * The console's request layer sends `Content-Type: application/json` on every call, also on
 * body-less POST/PATCH calls (logout, generate-api-key, accept/decline…), which Fastify's JSON
 * parser refuses as an empty body. App-wide, an empty JSON body reads as `{}`: body-less routes
 * work, and a route that needs fields answers which are required. Anything else is parsed (and
 * refused when malformed) as before (decision 195).
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
