import type { ComponentSlug, CurrentTeam } from '@advocate/api-client';
import type { Queryable } from '../../db/db.ts';
import { availableComponentsFor, visibleCampaignSlugs } from '../campaigns/repositories/campaigns-repository.ts';
import { findCurrentTeam, visibleTeamIds } from '../teams/index.ts';
import type { UserRow } from '../shared/index.ts';

export interface UserDomainFacts {
  campaigns: string[];
  teams: number[];
  availableComponents: ComponentSlug[];
  currentTeam: CurrentTeam | null;
}

/**
 * What the user holds in the domain tables (migration 0002): the campaigns and teams they may
 * see (same scope as GET campaigns/ and teams/), and for broadcasters the component types
 * available to them and their current team.
 */
export async function userDomainFacts(db: Queryable, row: UserRow): Promise<UserDomainFacts> {
  const isBroadcaster = row.user_type === 3;
  // One after another: `db` may be a transaction's single connection.
  const campaigns = await visibleCampaignSlugs(db, row);
  const teams = await visibleTeamIds(db, row);
  const availableComponents = isBroadcaster ? await availableComponentsFor(db, row.id) : [];
  const currentTeam = isBroadcaster ? await findCurrentTeam(db, row.id) : null;
  return { campaigns, teams, availableComponents, currentTeam };
}
