import type { ApiClient } from '../request.ts';
import type { InviteLinkDetail } from '../types.ts';

export const campaignInvitePath = (key: string) => `invite-links/campaign/${encodeURIComponent(key)}/`;
export const teamInvitePath = (key: string) => `invite-links/team/${encodeURIComponent(key)}/`;

/** Invite link detail of a campaign invite (/invite/:key). */
export const campaignInvite = (api: ApiClient, key: string) => api.get<InviteLinkDetail>(campaignInvitePath(key));

/** Invite link detail of a team invite (/join/:key). */
export const teamInvite = (api: ApiClient, key: string) => api.get<InviteLinkDetail>(teamInvitePath(key));
