import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

export type ShopifyInstallAnswer = AnswerOf<'startShopifyInstall'>;
export type ShopifyConfirmAnswer = AnswerOf<'confirmShopifyInstall'>;

/** The page's query string as Shopify sent it (signed: passed on untouched). */
const withSearch = (path: string, search: string) => (search ? `${path}?${search.replace(/^\?/, '')}` : path);

/** GET shopify/install/{query}: answers the shop's authorize address to redirect to (spec 02 §7). */
export const startShopifyInstall = (api: ApiClient, search: string) =>
  api.get<ShopifyInstallAnswer>(withSearch('shopify/install/', search));

/** GET shopify/confirm/{query}: finishes the installation; answers the shop (spec 02 §7). */
export const confirmShopifyInstall = (api: ApiClient, search: string) =>
  api.get<ShopifyConfirmAnswer>(withSearch('shopify/confirm/', search));
