import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH squads/{id}/remove_broadcaster/ {broadcaster} (Manage Squads); the team's lists are read again. */
export const useRemoveSquadBroadcaster = (team: number) =>
  useMutation(
    (api, id: number, username: string) =>
      api.PATCH('/api/v1/squads/{id}/remove_broadcaster/', { params: { path: { id: String(id) } }, body: { broadcaster: username } }),
    { invalidate: teamReads(team) },
  );
