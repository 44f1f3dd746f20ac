import { useMutation } from '@advocate/api-client';
import type { TeamSettings } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** PATCH teams/{id}/ (Edit Team Settings, spec 01 §5); the team's reads and the sidebar are read again. */
export const useUpdateTeam = (team: number) =>
  useMutation((api, body: TeamSettings) => api.PATCH('/api/v1/teams/{id}/', { params: { path: { id: String(team) } }, body }), {
    invalidate: teamReads(team),
  });
