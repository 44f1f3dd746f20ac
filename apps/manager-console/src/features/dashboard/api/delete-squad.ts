import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** DELETE squads/{id}/ (Manage Squads); the team's lists are read again. */
export const useDeleteSquad = (team: number) =>
  useMutation((api, id: number) => api.DELETE('/api/v1/squads/{id}/', { params: { path: { id: String(id) } } }), {
    invalidate: teamReads(team),
  });
