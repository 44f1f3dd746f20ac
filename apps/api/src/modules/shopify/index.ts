/** What other modules use of shopify: they import it from here, not from its files (apps/api/README.md). */
export { shopUsableForCampaign } from './repositories/shopify-repository.ts';
