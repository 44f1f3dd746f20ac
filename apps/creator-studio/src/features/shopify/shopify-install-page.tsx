import { PageTitle } from '@advocate/ui-kit';

/** Shopify install hand-off (spec 02 §2); its loading and redirect are built by a later issue. */
export function ShopifyInstallPage() {
  return <PageTitle page="Install Shopify App" />;
}
