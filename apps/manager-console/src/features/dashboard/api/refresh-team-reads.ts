import { useMutation } from '@advocate/api-client';
import { teamReads } from './team-reads.ts';

/** Reads the team's lists again without a call of its own (the refresh after an invite). */
export const useRefreshTeamReads = (team: number) => useMutation(() => Promise.resolve(), { invalidate: teamReads(team) });
