/** What other modules use of campaigns: they import it from here, not from its files (apps/api/README.md). */
export { recordBroadcasterEvent, recordNamedEvent } from './campaign-events.ts';
export { clicksSeries, SERIES_RANGES, viewershipSeries } from './campaign-series.ts';
export { changeableCampaign } from './campaign-status-service.ts';
export { checkForm, parseApiDate } from './campaign-values.ts';
export { AVAILABLE_COMPONENTS_SQL, campaignIdsBySlug, type CampaignRef, findCampaignInScope } from './repositories/campaigns-repository.ts';
