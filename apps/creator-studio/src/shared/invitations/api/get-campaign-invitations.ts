import { CAMPAIGN_INVITATIONS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export const getCampaignInvitations = (api: ApiClient) => api.GET('/api/v1/campaigns-invitations/');

/** The broadcaster's open campaign invitations (GET campaigns-invitations/). */
export const useCampaignInvitations = () => useQuery(CAMPAIGN_INVITATIONS_PATH, getCampaignInvitations);
