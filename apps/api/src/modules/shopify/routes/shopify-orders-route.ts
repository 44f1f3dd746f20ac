import { errorAnswer } from '../../../schemas/answers.ts';
import { recordShopifyOrder } from '../shopify-orders.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST shopify/webhooks/orders-create/ (issue 26 item 2; decision 663): the Shopify app's
 * orders/create webhook. No sign-in: Shopify's HMAC of the raw body is the credential, so this
 * module reads JSON bodies as text.
 */
export const shopifyOrdersRoute: ApiPlugin = async (app) => {
  const { db, config, now } = app.ctx;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/shopify/webhooks/orders-create/',
    {
      schema: {
        tags: ['shopify'],
        operationId: 'shopifyOrderCreated',
        summary: 'Shopify orders/create webhook: a verified conversion for the order’s tracked link',
        description:
          'Signed by Shopify (`X-Shopify-Hmac-Sha256`, base64 HMAC-SHA256 of the raw body with the app secret) from a shop with a ' +
          'confirmed installation. The key is the order’s `advref` note attribute, else the `advref` parameter of its landing site.',
        security: [],
        response: {
          200: { type: 'object', additionalProperties: false, required: ['counted'], properties: { counted: { type: 'boolean' } } },
          401: errorAnswer,
          403: errorAnswer,
        },
      },
    },
    async (request) =>
      recordShopifyOrder(
        db,
        config.SHOPIFY_API_SECRET,
        {
          hmac: header(request.headers['x-shopify-hmac-sha256']),
          shop: header(request.headers['x-shopify-shop-domain']),
          topic: header(request.headers['x-shopify-topic']),
        },
        typeof request.body === 'string' ? request.body : '',
        now(),
      ),
  );
};
