/** What other modules use of links: they import it from here, not from its files (apps/api/README.md). */
export { trackedLinkUrl } from './broadcaster-links.ts';
export { storeConversion } from './conversion-service.ts';
export { claimOnce } from './repositories/conversion-claims-repository.ts';
export { findLinkByKey } from './repositories/link-runtime-repository.ts';
export { activeKeyOf, componentsLinkingTo, trackingKeysOf } from './repositories/tracking-links-repository.ts';
export { verifiedConversionsByRange, type VerifiedRow } from './repositories/verified-conversions-repository.ts';
