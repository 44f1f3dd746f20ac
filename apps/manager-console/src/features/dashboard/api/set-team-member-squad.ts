import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH teams/{id}/set_squad/ {broadcaster, squad} (spec 01 §4): squad null takes them out of theirs; the team's lists are read again. */
export const useSetTeamMemberSquad = (team: number) =>
  useMutation(
    (api, username: string, squad: number | null) =>
      api.PATCH('/api/v1/teams/{id}/set_squad/', { params: { path: { id: String(team) } }, body: { broadcaster: username, squad } }),
    { invalidate: teamReads(team) },
  );
