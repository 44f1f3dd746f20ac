import { CAMPAIGN_INVITATIONS_PATH } from '@advocate/api-client';
import type { CampaignInvitation } from '@advocate/api-client';

/** An answered campaign invitation leaves the cached list (the mutations' argument is its slug). */
export const campaignInvitationGone = {
  key: CAMPAIGN_INVITATIONS_PATH,
  update: (list: CampaignInvitation[] = [], _answer: unknown, slug: string) => list.filter((i) => i.slug !== slug),
};
