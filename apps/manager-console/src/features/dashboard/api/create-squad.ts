import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** POST squads/ {name, team} (Manage Squads, spec 01 §7); the team's lists are read again. */
export const useCreateSquad = (team: number) =>
  useMutation((api, name: string) => api.POST('/api/v1/squads/', { body: { name, team } }), { invalidate: teamReads(team) });
