import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A broadcaster's status on a campaign (GET campaigns/{slug}/get_statuses/). */
export type CampaignBroadcasterStatus = AnswerOf<'listCampaignStatuses'>[number];
export type CampaignStatusName = CampaignBroadcasterStatus['status'];
/** The status calls of spec 01 §7 `PATCH campaigns/{slug}/{status}/`. */
export type CampaignStatusAction = 'invite' | 'add_from_team' | 'activate' | 'deactivate';
export type CampaignInviteCode = AnswerOf<'campaignInviteCode'>;
export type SquadChange = AnswerOf<'addSquadToCampaign'>;

const base = (slug: string) => `campaigns/${encodeURIComponent(slug)}/`;

/** SWR key (and path) of a campaign's broadcaster statuses. */
export const campaignStatusesPath = (slug: string) => `${base(slug)}get_statuses/`;

export const getCampaignStatuses = (api: ApiClient, slug: string) => api.get<CampaignBroadcasterStatus[]>(campaignStatusesPath(slug));

/** PATCH campaigns/{slug}/{status}/ {broadcaster}; a refusal is a 400 with a `broadcaster` field error. */
export const setCampaignStatus = (api: ApiClient, slug: string, status: CampaignStatusAction, broadcaster: string) =>
  api.patch<CampaignBroadcasterStatus>(`${base(slug)}${status}/`, { broadcaster });

/** GET campaigns/{slug}/invite_code/: the /invite/{key} link of the campaign. */
export const getCampaignInviteCode = (api: ApiClient, slug: string) => api.get<CampaignInviteCode>(`${base(slug)}invite_code/`);

export const addSquadToCampaign = (api: ApiClient, slug: string, squad: number) =>
  api.patch<SquadChange>(`${base(slug)}add_squad/`, { squad });

export const removeSquadFromCampaign = (api: ApiClient, slug: string, squad: number) =>
  api.patch<SquadChange>(`${base(slug)}remove_squad/`, { squad });
