import { useMutation } from '@advocate/api-client';
import type { ApiClient, CampaignStatusAction } from '@advocate/api-client';
import { campaignStatusesKey } from './get-campaign-statuses.ts';

const STATUS_PATHS = {
  invite: '/api/v1/campaigns/{slug}/invite/',
  add_from_team: '/api/v1/campaigns/{slug}/add_from_team/',
  activate: '/api/v1/campaigns/{slug}/activate/',
  deactivate: '/api/v1/campaigns/{slug}/deactivate/',
} as const;

/** PATCH campaigns/{slug}/{status}/ {broadcaster} (spec 01 §7); a refusal is a 400 with a `broadcaster` field error. */
export const setCampaignStatus = (api: ApiClient, slug: string, status: CampaignStatusAction, broadcaster: string) =>
  api.PATCH(STATUS_PATHS[status], { params: { path: { slug } }, body: { broadcaster } });

/** Invite a Broadcaster: nothing is read at once (spec 01 §4: the statuses are read again later, by the caller). */
export const useInviteBroadcaster = (slug: string) =>
  useMutation((api, username: string) => setCampaignStatus(api, slug, 'invite', username));

/** Add from team, activate and deactivate; the statuses are read again. */
export const useChangeCampaignStatus = (slug: string) =>
  useMutation((api, status: Exclude<CampaignStatusAction, 'invite'>, username: string) => setCampaignStatus(api, slug, status, username), {
    invalidate: [campaignStatusesKey(slug)],
  });
