import { startShopifyInstall, useApiClient } from '@advocate/api-client';
import type { ShopifyInstallAnswer } from '@advocate/api-client';
import { useCallback } from 'react';

/**
 * GET shopify/install/ with the page's query string as Shopify signed it (passed on untouched, so
 * not rebuilt from typed params): answers the shop's authorize address (spec 02 §7).
 */
export function useStartInstall(): (search: string) => Promise<ShopifyInstallAnswer> {
  const api = useApiClient();
  return useCallback((search) => startShopifyInstall(api, search), [api]);
}
