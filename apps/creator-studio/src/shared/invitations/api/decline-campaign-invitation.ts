import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignInvitationGone } from './campaign-invitation-gone.ts';

/** PATCH campaigns/{slug}/decline/. */
export const declineCampaignInvitation = (api: ApiClient, slug: string) =>
  api.PATCH('/api/v1/campaigns/{slug}/decline/', { params: { path: { slug } } });

/** The invitation leaves its list at once. */
export const useDeclineCampaignInvitation = () => useMutation(declineCampaignInvitation, { invalidate: [campaignInvitationGone] }).trigger;
