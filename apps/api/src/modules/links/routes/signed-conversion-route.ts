import type { FastifyRequest } from 'fastify';
import { errorAnswer } from '../../../schemas/answers.ts';
import { createCountryLookup } from '../country-lookup.ts';
import { SIGNATURE_HEADER } from '../conversion-signature.ts';
import { recordSignedConversion } from '../signed-conversion-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST conversion/signed/ (issue 26 item 2; decision 662): verified conversions from a shop's
 * server, signed with the campaign's conversion secret. The signature covers the exact bytes sent,
 * so this module keeps each JSON body's text beside the parsed body. Server to server: no CORS.
 */
export const signedConversionRoute: ApiPlugin = async (app) => {
  const { db, config, now } = app.ctx;
  const country = await createCountryLookup(config);
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    parseJson(request, text, done);
  });

  app.post(
    '/conversion/signed/',
    {
      schema: {
        tags: ['tracked-links'],
        operationId: 'recordSignedConversion',
        summary: 'Record a verified conversion, signed by the shop’s server',
        description:
          'Header `X-Advocate-Conversion-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the campaign’s conversion secret>`. ' +
          'Refused (403) for a missing or wrong signature or a timestamp more than 5 minutes off. Counted once per `order_id`, ' +
          'or without one once per signature.',
        security: [],
        body: {
          type: 'object',
          properties: { source: { type: 'string', maxLength: 64 }, order_id: { type: 'string', maxLength: 128 } },
        },
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['source', 'created', 'verified'],
            properties: { source: { type: 'string' }, created: { type: 'string', format: 'date-time' }, verified: { type: 'boolean' } },
          },
          400: errorAnswer,
          403: errorAnswer,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordSignedConversion(
            db,
            request.body as { source?: string; order_id?: string },
            { rawBody: rawBodies.get(request) ?? '', header: header(request.headers[SIGNATURE_HEADER]) },
            { ip: request.ip, country: country(request.ip, request.headers) },
            now(),
          ),
        ),
  );
};
