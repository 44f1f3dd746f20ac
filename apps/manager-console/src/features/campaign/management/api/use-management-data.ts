import { campaignChatbotPath, campaignPath, campaignStatusesPath, teamSquadsPath, useResource } from '@advocate/api-client';
import type { CampaignBroadcasterStatus, CampaignChatbots, CampaignDetail, Squad } from '@advocate/api-client';

export const useCampaignStatuses = (slug: string) => useResource<CampaignBroadcasterStatus[]>(campaignStatusesPath(slug));

export const useCampaignDetail = (slug: string) => useResource<CampaignDetail>(campaignPath(slug));

export const useCampaignChatbots = (slug: string) => useResource<CampaignChatbots>(campaignChatbotPath(slug));

/** The squads of the campaign's team; none to ask for without a team. */
export const useTeamSquads = (team: number | null) =>
  useResource<Squad[]>(team === null ? '' : teamSquadsPath(team), { enabled: team !== null });
