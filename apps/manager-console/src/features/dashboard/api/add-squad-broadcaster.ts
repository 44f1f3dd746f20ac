import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH squads/{id}/add_broadcaster/ {broadcaster} (Manage Squads); the team's lists are read again. */
export const useAddSquadBroadcaster = (team: number) =>
  useMutation(
    (api, id: number, username: string) =>
      api.PATCH('/api/v1/squads/{id}/add_broadcaster/', { params: { path: { id: String(id) } }, body: { broadcaster: username } }),
    { invalidate: teamReads(team) },
  );
