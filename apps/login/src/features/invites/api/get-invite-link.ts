import { campaignInvitePath, teamInvitePath, useQuery } from '@advocate/api-client';
import type { ApiClient, InviteLinkDetail } from '@advocate/api-client';

export type InviteKind = 'campaign' | 'team';

/** SWR key of an invite link's detail. */
export const inviteLinkKey = (kind: InviteKind, key: string) => (kind === 'campaign' ? campaignInvitePath(key) : teamInvitePath(key));

/** GET invite-links/campaign/{key}/ (campaign_name) or invite-links/team/{key}/ (team_name). */
export const getInviteLink = (api: ApiClient, kind: InviteKind, key: string): Promise<InviteLinkDetail> =>
  kind === 'campaign'
    ? api.GET('/api/v1/invite-links/campaign/{key}/', { params: { path: { key } } })
    : api.GET('/api/v1/invite-links/team/{key}/', { params: { path: { key } } });

/** The invite of /invite/:key or /join/:key, read once (an unknown or expired key is an answer, not a retry). */
export const useInviteLink = (kind: InviteKind, key: string) =>
  useQuery(inviteLinkKey(kind, key), (api) => getInviteLink(api, kind, key), { shouldRetryOnError: false, revalidateOnFocus: false });
