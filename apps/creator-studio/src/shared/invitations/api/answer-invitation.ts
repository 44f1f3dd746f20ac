import { CAMPAIGNS_PATH, CAMPAIGN_INVITATIONS_PATH, TEAMS_PATH, TEAM_INVITATIONS_PATH, USER_PATH, useMutation } from '@advocate/api-client';
import type { AcceptedCampaign, AcceptedTeam, ApiClient, CampaignInvitation, CampaignSummary, TeamInvitation, TeamSummary } from '@advocate/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { REFRESH_AFTER_MS } from '../invitation-texts.ts';

const slugPath = (slug: string) => ({ params: { path: { slug } } });
const idPath = (id: number) => ({ params: { path: { id: String(id) } } });

/** PATCH campaigns/{slug}/accept/ and decline/, teams/{id}/accept/ and decline/ (spec 02 §7 {resource}/{needle}/{response}/). */
export const acceptCampaignInvitation = (api: ApiClient, slug: string) => api.PATCH('/api/v1/campaigns/{slug}/accept/', slugPath(slug));
export const declineCampaignInvitation = (api: ApiClient, slug: string) => api.PATCH('/api/v1/campaigns/{slug}/decline/', slugPath(slug));
export const acceptTeamInvitation = (api: ApiClient, id: number) => api.PATCH('/api/v1/teams/{id}/accept/', idPath(id));
export const declineTeamInvitation = (api: ApiClient, id: number) => api.PATCH('/api/v1/teams/{id}/decline/', idPath(id));

/** The answered invitation leaves its list at once. */
const campaignInvitationGone = {
  key: CAMPAIGN_INVITATIONS_PATH,
  update: (list: CampaignInvitation[] = [], _answer: unknown, slug: string) => list.filter((i) => i.slug !== slug),
};
const teamInvitationGone = {
  key: TEAM_INVITATIONS_PATH,
  update: (list: TeamInvitation[] = [], _answer: unknown, id: number) => list.filter((i) => i.id !== id),
};
/** An accepted campaign or team joins its list at once. */
const campaignJoined = {
  key: CAMPAIGNS_PATH,
  update: (list: CampaignSummary[] = [], campaign: AcceptedCampaign, slug: string) => [campaign, ...list.filter((c) => c.slug !== slug)],
};
const teamJoined = {
  key: TEAMS_PATH,
  update: (list: TeamSummary[] = [], team: AcceptedTeam, id: number) => [...list.filter((t) => t.id !== id), team],
};

type Kind = 'campaign' | 'team';
const REREAD: Record<Kind, string[]> = {
  campaign: [CAMPAIGN_INVITATIONS_PATH, CAMPAIGNS_PATH, USER_PATH],
  team: [TEAM_INVITATIONS_PATH, TEAMS_PATH, CAMPAIGNS_PATH, USER_PATH],
};

/**
 * Reads the lists (and the user, whose campaigns and components change) again 500 ms after a
 * campaign answer or 2000 ms after a team answer, as spec 02 §4 and §9 ask. Refreshes still
 * waiting when the page is left are dropped (its lists are read again on return).
 */
function useRefreshLater(): (kind: Kind) => void {
  const { mutate } = useSWRConfig();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback(
    (kind: Kind) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        REREAD[kind].forEach((path) => void mutate(path));
      }, REFRESH_AFTER_MS[kind]);
      timers.current.add(timer);
    },
    [mutate],
  );
}

/** Answers an invitation (spec 02 §4, §7), then reads the lists again a little later. */
export function useAnswerInvitation() {
  const refreshLater = useRefreshLater();
  const acceptCampaign = useMutation(acceptCampaignInvitation, { invalidate: [campaignJoined, campaignInvitationGone] }).trigger;
  const declineCampaign = useMutation(declineCampaignInvitation, { invalidate: [campaignInvitationGone] }).trigger;
  const acceptTeam = useMutation(acceptTeamInvitation, { invalidate: [teamJoined, teamInvitationGone] }).trigger;
  const declineTeam = useMutation(declineTeamInvitation, { invalidate: [teamInvitationGone] }).trigger;

  const answerCampaign = useCallback(
    async (slug: string, accept: boolean) => {
      await (accept ? acceptCampaign(slug) : declineCampaign(slug));
      refreshLater('campaign');
    },
    [acceptCampaign, declineCampaign, refreshLater],
  );
  const answerTeam = useCallback(
    async (id: number, accept: boolean) => {
      await (accept ? acceptTeam(id) : declineTeam(id));
      refreshLater('team');
    },
    [acceptTeam, declineTeam, refreshLater],
  );
  return { answerCampaign, answerTeam };
}
