import type { ComponentSlug, CurrentTeam } from '@advocate/api-client';
import type { Queryable } from '../db/db.ts';
import type { UserRow } from '../repositories/users-repository.ts';

export interface UserDomainFacts {
  campaigns: string[];
  teams: number[];
  availableComponents: ComponentSlug[];
  currentTeam: CurrentTeam | null;
}

/**
 * What the user holds in the domain tables: visible campaigns, teams, available components and
 * current team. Written against the domain schema (migration 0002).
 */
export async function userDomainFacts(_db: Queryable, _row: UserRow): Promise<UserDomainFacts> {
  // TODO(domain-schema): computed from campaigns/teams once migration 0002 lands in this change.
  return { campaigns: [], teams: [], availableComponents: [], currentTeam: null };
}
