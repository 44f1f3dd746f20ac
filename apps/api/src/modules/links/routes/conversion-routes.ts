import { clientKey } from '../../../plugins/rate-limits.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { createCountryLookup } from '../country-lookup.ts';
import { recordConversion } from '../conversion-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** Shops post from their own pages: any origin, no credentials (decision 526). */
const openCors = { cors: { origin: '*', credentials: false, methods: ['POST', 'OPTIONS'], allowedHeaders: ['Content-Type', 'Accept'] } };

/** POST conversion/ (issue 8, ARCHITECTURE §6): records a conversion for a tracked link's key; public, CORS open. */
export const conversionRoutes: ApiPlugin = async (app) => {
  const { db, config, now } = app.ctx;
  const country = await createCountryLookup(config);
  app.post(
    '/conversion/',
    {
      config: openCors,
      schema: {
        tags: ['tracked-links'],
        operationId: 'recordConversion',
        summary: 'Record a conversion for a tracked link',
        description:
          'Called by shops from their pages with the `advref` value the visitor arrived with. Open to every origin. Unverified: a repeat ' +
          'from the same client for the same key within an hour, or an `order_id` counted before, adds nothing and gets the same answer; ' +
          'CONVERSIONS_PER_KEY_PER_MINUTE calls per key and minute, then 429. Shops that can sign use POST conversion/signed/ instead.',
        security: [],
        body: {
          type: 'object',
          properties: {
            source: { type: 'string', maxLength: 64 },
            order_id: { type: 'string', maxLength: 128, description: 'The shop’s order id: counted once ever per campaign.' },
          },
        },
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['source', 'created'],
            properties: { source: { type: 'string' }, created: { type: 'string', format: 'date-time' } },
          },
          400: errorAnswer,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordConversion(
            db,
            request.body,
            { ip: request.ip, client: clientKey(request), country: country(request.ip, request.headers) },
            { perKeyPerMinute: config.CONVERSIONS_PER_KEY_PER_MINUTE, shared: app.ctx.limits },
            now(),
          ),
        ),
  );
  app.options('/conversion/', { config: openCors, schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
  app.get('/conversion/', { config: openCors, schema: { hide: true }, exposeHeadRoute: false }, async (_request, reply) => {
    reply.header('Allow', 'POST, OPTIONS');
    throw Object.assign(new Error('Method not allowed'), { statusCode: 405 });
  });
};
