import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH teams/{id}/remove/ {broadcaster} (spec 01 §7 team status 'remove': Deactivated); the team's lists are read again. */
export const useRemoveFromTeam = (team: number) =>
  useMutation(
    (api, username: string) =>
      api.PATCH('/api/v1/teams/{id}/remove/', { params: { path: { id: String(team) } }, body: { broadcaster: username } }),
    { invalidate: teamReads(team) },
  );
