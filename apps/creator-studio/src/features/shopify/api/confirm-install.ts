import { confirmShopifyInstall, useApiClient } from '@advocate/api-client';
import type { ShopifyConfirmAnswer } from '@advocate/api-client';
import { useCallback } from 'react';

/** GET shopify/confirm/ with Shopify's signed query, untouched: finishes the installation; answers the shop (spec 02 §7). */
export function useConfirmInstall(): (search: string) => Promise<ShopifyConfirmAnswer> {
  const api = useApiClient();
  return useCallback((search) => confirmShopifyInstall(api, search), [api]);
}
