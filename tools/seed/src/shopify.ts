import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { demoShopOf } from './component-templates.ts';
import { userId, type SeedContext } from './context.ts';
import { insertRows } from './insert-rows.ts';
import { DEMO_ADMIN_EMAIL } from './people.ts';

/**
 * The Shopify shops of the brands whose campaigns run a conversion popup: the Advocate app
 * installed by the admin and confirmed (an access token obtained), as `/shopify/install` and
 * `/shopify/confirm` leave it. The popup names its shop, and the shop's `orders/create` webhooks
 * count as verified conversions (decision 663); the Shopify stand-in's `POST /shopify/_dev/orders`
 * sends one.
 */
export async function insertShopifyShops(ctx: SeedContext): Promise<void> {
  const brands = new Set(
    [...ctx.campaigns.values()].filter((c) => c.def.types.includes(COMPONENT_TYPE.conversionPopup)).map((c) => c.def.brand),
  );
  const installed = ctx.at(-30);
  await insertRows(
    ctx.tx,
    'shopify_installations',
    ['shop', 'access_token', 'scopes', 'installed_by', 'created_at', 'confirmed_at'],
    [...brands]
      .sort()
      .map((brand) => [
        demoShopOf(brand),
        `shpat_demo_${demoShopOf(brand).split('.')[0].replace(/-/g, '_')}`,
        'read_orders',
        userId(ctx, DEMO_ADMIN_EMAIL),
        installed,
        installed,
      ]),
  );
}
