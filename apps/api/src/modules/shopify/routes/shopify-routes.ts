import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText } from '../../../schemas/strings.ts';
import { confirmShopifyInstall, shopsForCampaign, startShopifyInstall } from '../shopify-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * Shopify's signed query: every parameter it sends is signed, so each one it documents for these
 * redirects is listed (the app's AJV drops unlisted ones, which then fail the signature check).
 */
const signedQuery = (required: readonly string[]) =>
  ({
    type: 'object',
    required,
    properties: {
      shop: { type: 'string', maxLength: 255 },
      hmac: { type: 'string', maxLength: 128 },
      timestamp: { type: 'string', maxLength: 20 },
      code: { type: 'string', maxLength: 2048 },
      state: { type: 'string', maxLength: 128 },
      host: { type: 'string', maxLength: 1024 },
      locale: { type: 'string', maxLength: 32 },
      embedded: { type: 'string', maxLength: 8 },
      session: { type: 'string', maxLength: 1024 },
    },
    additionalProperties: false,
  }) as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** shopify/ (spec 02 §2 /shopify/install and /shopify/confirm; contract 4 shops). */
export const shopifyRoutes: ApiPlugin = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/shopify/install/',
    {
      schema: {
        tags: ['shopify'],
        operationId: 'startShopifyInstall',
        summary: 'Start installing the Shopify app: answers the shop’s authorize address',
        description:
          'The query is the one Shopify sends (shop, hmac, timestamp, …), passed on by the /shopify/install page. Managers only.',
        security: tokenOnly,
        querystring: signedQuery(['shop', 'hmac', 'timestamp']),
        response: {
          200: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string' } } },
          ...errors,
        },
      },
    },
    async (request) => startShopifyInstall(db, config, currentUser(request), request.query as Record<string, string>, app.ctx.now()),
  );

  app.get(
    '/shopify/confirm/',
    {
      schema: {
        tags: ['shopify'],
        operationId: 'confirmShopifyInstall',
        summary: 'Finish installing the Shopify app (code exchange); answers the shop',
        security: tokenOnly,
        querystring: signedQuery(['shop', 'hmac', 'timestamp', 'code', 'state']),
        response: {
          200: { type: 'object', additionalProperties: false, required: ['shop'], properties: { shop: { type: 'string' } } },
          ...errors,
        },
      },
    },
    async (request) => confirmShopifyInstall(db, config, currentUser(request), request.query as Record<string, string>, app.ctx.now()),
  );

  app.get(
    '/shopify/shops/',
    {
      schema: {
        tags: ['shopify'],
        operationId: 'listShopifyShops',
        summary: 'Shops a conversion popup of the campaign may use',
        security: tokenOnly,
        querystring: { type: 'object', additionalProperties: false, required: ['campaign'], properties: { campaign: campaignSlugText } },
        response: {
          200: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['shop'], properties: { shop: { type: 'string' } } },
          },
          ...errors,
        },
      },
    },
    async (request) => shopsForCampaign(db, currentUser(request), request.query.campaign),
  );
};
