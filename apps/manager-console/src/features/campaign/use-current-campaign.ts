import type { CampaignSummary } from '@advocate/api-client';
import { useOutletContext } from 'react-router-dom';

/** The campaign of the open /campaigns/:campaignSlug route, provided by CampaignRoute. */
export function useCurrentCampaign(): CampaignSummary {
  return useOutletContext<CampaignSummary>();
}
