import {
  changeSquadRoster,
  createSquad,
  deleteSquad,
  renameSquad,
  setTeamMemberSquad,
  setTeamStatus,
  updateTeam,
  useApiClient,
} from '@advocate/api-client';
import type { TeamSettings } from '@advocate/api-client';
import { useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';

/** Spec 01 §4: after a team invite the lists refresh after 2000 ms. */
export const TEAM_INVITE_REFRESH_MS = 2000;

/**
 * The team menu's writes (spec 01 §7). Each one revalidates the reads it changes: the team's
 * broadcasters, squads, statuses, detail, the dashboard numbers and the sidebar's team list.
 */
export function useTeamActions(teamId: number) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  // The refresh after an invite is dropped when the page is left first (its lists are read again on return).
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(later.current), []);
  return useMemo(() => {
    const prefixes = [`team-broadcasters/?team=${teamId}&`, `squads/?team=${teamId}`, `teams/${teamId}/`, 'dashboard-campaigns/', 'teams/'];
    const refresh = () => mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key === prefix || key.startsWith(prefix)));
    const then = async <T>(work: Promise<T>) => {
      const result = await work;
      await refresh();
      return result;
    };
    return {
      refresh,
      invite: async (username: string) => {
        await setTeamStatus(api, teamId, 'invite', username);
        clearTimeout(later.current);
        later.current = setTimeout(() => void refresh(), TEAM_INVITE_REFRESH_MS);
      },
      remove: (username: string) => then(setTeamStatus(api, teamId, 'remove', username)),
      updateSettings: (settings: TeamSettings) => then(updateTeam(api, teamId, settings)),
      createSquad: (name: string) => then(createSquad(api, { name, team: teamId })),
      renameSquad: (id: number, name: string) => then(renameSquad(api, id, name)),
      deleteSquad: (id: number) => then(deleteSquad(api, id)),
      addToSquad: (id: number, username: string) => then(changeSquadRoster(api, id, 'add_broadcaster', username)),
      removeFromSquad: (id: number, username: string) => then(changeSquadRoster(api, id, 'remove_broadcaster', username)),
      setMemberSquad: (username: string, squad: number | null) => then(setTeamMemberSquad(api, teamId, { broadcaster: username, squad })),
    };
  }, [api, mutate, teamId]);
}
