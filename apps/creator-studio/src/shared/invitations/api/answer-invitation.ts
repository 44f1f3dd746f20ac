import { CAMPAIGNS_PATH, CAMPAIGN_INVITATIONS_PATH, TEAMS_PATH, TEAM_INVITATIONS_PATH, USER_PATH } from '@advocate/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { REFRESH_AFTER_MS } from '../invitation-texts.ts';
import { useAcceptCampaignInvitation } from './accept-campaign-invitation.ts';
import { useAcceptTeamInvitation } from './accept-team-invitation.ts';
import { useDeclineCampaignInvitation } from './decline-campaign-invitation.ts';
import { useDeclineTeamInvitation } from './decline-team-invitation.ts';

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

/** Answers an invitation (spec 02 §4, §7): the lists change at once, and are read again a little later. */
export function useAnswerInvitation() {
  const refreshLater = useRefreshLater();
  const acceptCampaign = useAcceptCampaignInvitation();
  const declineCampaign = useDeclineCampaignInvitation();
  const acceptTeam = useAcceptTeamInvitation();
  const declineTeam = useDeclineTeamInvitation();

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
