import { CAMPAIGNS_PATH, useMutation } from '@advocate/api-client';
import type { AcceptedCampaign, ApiClient, CampaignSummary } from '@advocate/api-client';
import { campaignInvitationGone } from './campaign-invitation-gone.ts';

/** PATCH campaigns/{slug}/accept/ (spec 02 §7 {resource}/{needle}/{response}/): answers the campaign as GET campaigns/ lists it. */
export const acceptCampaignInvitation = (api: ApiClient, slug: string) =>
  api.PATCH('/api/v1/campaigns/{slug}/accept/', { params: { path: { slug } } });

/** The accepted campaign joins the campaigns at once; the invitation leaves its list. */
export const useAcceptCampaignInvitation = () =>
  useMutation(acceptCampaignInvitation, {
    invalidate: [
      {
        key: CAMPAIGNS_PATH,
        update: (list: CampaignSummary[] = [], campaign: AcceptedCampaign, slug: string) => [
          campaign,
          ...list.filter((c) => c.slug !== slug),
        ],
      },
      campaignInvitationGone,
    ],
  }).trigger;
