import {
  CAMPAIGNS_PATH,
  CAMPAIGN_INVITATIONS_PATH,
  TEAMS_PATH,
  TEAM_INVITATIONS_PATH,
  USER_PATH,
  acceptCampaignInvitation,
  acceptTeamInvitation,
  declineCampaignInvitation,
  declineTeamInvitation,
  useApiClient,
  useResource,
} from '@advocate/api-client';
import type { CampaignInvitation, CampaignSummary, TeamInvitation, TeamSummary } from '@advocate/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { REFRESH_AFTER_MS } from './invitation-texts.ts';

/** The broadcaster's open campaign invitations (GET campaigns-invitations/). */
export const useCampaignInvitations = () => useResource<CampaignInvitation[]>(CAMPAIGN_INVITATIONS_PATH);

/** The broadcaster's open team invitations (GET teams-invitations/). */
export const useTeamInvitations = () => useResource<TeamInvitation[]>(TEAM_INVITATIONS_PATH);

type Kind = 'campaign' | 'team';

/**
 * Answers an invitation (spec 02 §4, §7). On accept the returned campaign or team joins its list
 * at once and the invitation leaves its list; on decline the invitation leaves its list. Then the
 * lists (and the user, whose campaigns and components change) are read again after 500 ms for a
 * campaign or 2000 ms for a team, as spec 02 §4 and §9 ask.
 */
export function useAnswerInvitation() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  // Refreshes still waiting when the page is left are dropped (its lists are read again on return).
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const refreshLater = useCallback(
    (kind: Kind) => {
      const paths = kind === 'campaign' ? [CAMPAIGN_INVITATIONS_PATH, CAMPAIGNS_PATH, USER_PATH] : [TEAM_INVITATIONS_PATH, TEAMS_PATH, CAMPAIGNS_PATH, USER_PATH];
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        paths.forEach((path) => void mutate(path));
      }, REFRESH_AFTER_MS[kind]);
      timers.current.add(timer);
    },
    [mutate],
  );

  const answerCampaign = useCallback(
    async (slug: string, accept: boolean) => {
      if (accept) {
        const campaign = await acceptCampaignInvitation(api, slug);
        await mutate(CAMPAIGNS_PATH, (list: CampaignSummary[] = []) => [campaign, ...list.filter((c) => c.slug !== slug)], { revalidate: false });
      } else {
        await declineCampaignInvitation(api, slug);
      }
      await mutate(CAMPAIGN_INVITATIONS_PATH, (list: CampaignInvitation[] = []) => list.filter((i) => i.slug !== slug), { revalidate: false });
      refreshLater('campaign');
    },
    [api, mutate, refreshLater],
  );

  const answerTeam = useCallback(
    async (id: number, accept: boolean) => {
      if (accept) {
        const team = await acceptTeamInvitation(api, id);
        await mutate(TEAMS_PATH, (list: TeamSummary[] = []) => [...list.filter((t) => t.id !== id), team], { revalidate: false });
      } else {
        await declineTeamInvitation(api, id);
      }
      await mutate(TEAM_INVITATIONS_PATH, (list: TeamInvitation[] = []) => list.filter((i) => i.id !== id), { revalidate: false });
      refreshLater('team');
    },
    [api, mutate, refreshLater],
  );

  return { answerCampaign, answerTeam };
}
