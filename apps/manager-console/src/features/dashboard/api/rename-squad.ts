import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH squads/{id}/ {name} (Manage Squads); the team's lists are read again. */
export const useRenameSquad = (team: number) =>
  useMutation(
    (api, id: number, name: string) => api.PATCH('/api/v1/squads/{id}/', { params: { path: { id: String(id) } }, body: { name } }),
    {
      invalidate: teamReads(team),
    },
  );
