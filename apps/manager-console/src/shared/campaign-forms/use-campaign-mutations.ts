// The campaign writes moved to one file per endpoint under api/; this path stays for callers that
// import it directly (campaign management's settings form). New code imports from index.ts.
export { useCreateCampaign } from './api/create-campaign.ts';
export { useDeleteCampaign } from './api/delete-campaign.ts';
export { useEndCampaign } from './api/end-campaign.ts';
export { useUpdateCampaign } from './api/update-campaign.ts';
