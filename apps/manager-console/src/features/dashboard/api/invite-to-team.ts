import { useMutation } from '@advocate/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useRefreshTeamReads } from './refresh-team-reads.ts';

/** Spec 01 §4: after a team invite the lists refresh after 2000 ms. */
export const TEAM_INVITE_REFRESH_MS = 2000;

/**
 * PATCH teams/{id}/invite/ {broadcaster} (spec 01 §7 team status 'invite': Invited, an email). The
 * team's lists are read again 2000 ms later; that read is dropped when the team's menu goes first
 * (its lists are read again on return).
 */
export function useInviteToTeam(team: number) {
  const invite = useMutation((api, username: string) =>
    api.PATCH('/api/v1/teams/{id}/invite/', { params: { path: { id: String(team) } }, body: { broadcaster: username } }),
  );
  const { trigger: refresh } = useRefreshTeamReads(team);
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(later.current), []);
  const { trigger: send } = invite;
  const trigger = useCallback(
    async (username: string) => {
      const answer = await send(username);
      clearTimeout(later.current);
      later.current = setTimeout(() => void refresh(), TEAM_INVITE_REFRESH_MS);
      return answer;
    },
    [send, refresh],
  );
  return { ...invite, trigger };
}
