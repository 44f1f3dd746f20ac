import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** SWR key and path of the broadcaster's campaigns page list (spec 02 §2, §3; decision 354). */
export const BROADCASTER_CAMPAIGNS_PATH = 'broadcaster-campaigns/';

/** Spec 02 §3 Campaign (broadcaster view), with their own status and metrics. */
export type BroadcasterCampaign = AnswerOf<'listBroadcasterCampaigns'>[number];

export const listBroadcasterCampaigns = (api: ApiClient) => api.get<BroadcasterCampaign[]>(BROADCASTER_CAMPAIGNS_PATH);

/** Suspend Campaign (spec 02 §2): the broadcaster's own status Active to Deactivated (decision 353). */
export const suspendOwnCampaign = (api: ApiClient, slug: string) =>
  api.patch<BroadcasterCampaign>(`${BROADCASTER_CAMPAIGNS_PATH}${encodeURIComponent(slug)}/suspend/`);

/** Activate Campaign (spec 02 §2): back to Active after their own suspension. */
export const activateOwnCampaign = (api: ApiClient, slug: string) =>
  api.patch<BroadcasterCampaign>(`${BROADCASTER_CAMPAIGNS_PATH}${encodeURIComponent(slug)}/activate/`);
