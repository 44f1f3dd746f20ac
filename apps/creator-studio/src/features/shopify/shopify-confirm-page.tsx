import { PageTitle } from '@advocate/ui-kit';

/** Shopify install confirmation (spec 02 §2); built by a later issue. */
export function ShopifyConfirmPage() {
  return <PageTitle page="Confirm Shopify App" />;
}
