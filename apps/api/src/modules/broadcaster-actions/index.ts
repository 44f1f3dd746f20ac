/** What other modules use of broadcaster-actions: they import it from here, not from its files (apps/api/README.md). */
export { assignBroadcasterLink } from './broadcaster-actions-assign-link.ts';
export { syncCampaignActions } from './broadcaster-actions-sync.ts';
