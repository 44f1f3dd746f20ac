import { canEditCampaigns, canEditTeams, canEditUsers, canViewUsers } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../db/db.ts';
import { forbidden, notFound } from '../../errors.ts';
import { findCampaignInScope, type CampaignRef } from '../campaigns/repositories/campaigns-repository.ts';
import { findTeamInScope, type TeamRef } from '../teams/index.ts';
import type { UserRow } from './repositories/users-repository.ts';

/**
 * Server-side permission and scope checks, with the same predicates the consoles use
 * (libs/auth-and-guards policies, spec 01 §6). Out of scope answers 404 (the thing does not exist
 * for this user); in scope but not allowed answers 403 (issue 10).
 */

/** Managers (and admins) only; a broadcaster gets 403. */
export function requireManager(user: UserRow): void {
  if (user.user_type !== 2) throw forbidden();
}

/** Broadcasters only; a manager gets 403. */
export function requireBroadcaster(user: UserRow): void {
  if (user.user_type !== 3) throw forbidden();
}

/** A campaign the user may see (managers: their teams' and granted ones; broadcasters: those they are on), else 404. */
export async function visibleCampaign(db: Queryable, user: UserRow, slug: string): Promise<CampaignRef> {
  const campaign = await findCampaignInScope(db, user, slug);
  if (!campaign) throw notFound();
  return campaign;
}

/** A campaign the user may change: visible (else 404), and canEditCampaigns (else 403). */
export async function editableCampaign(db: Queryable, user: UserRow, slug: string): Promise<CampaignRef> {
  const campaign = await visibleCampaign(db, user, slug);
  if (!canEditCampaigns(user)) throw forbidden();
  return campaign;
}

/** A team the user may see (managers: their teams; broadcasters: Active membership), else 404. */
export async function visibleTeam(db: Queryable, user: UserRow, id: number): Promise<TeamRef> {
  const team = await findTeamInScope(db, user, id);
  if (!team) throw notFound();
  return team;
}

/** A team the user may change: visible (else 404), and canEditTeams (else 403). */
export async function editableTeam(db: Queryable, user: UserRow, id: number): Promise<TeamRef> {
  const team = await visibleTeam(db, user, id);
  if (!canEditTeams(user)) throw forbidden();
  return team;
}

/** The managers page's reads: canViewUsers, else 403. */
export function requireViewUsers(user: UserRow): void {
  if (!canViewUsers(user)) throw forbidden();
}

/** The managers page's writes: canEditUsers, else 403. */
export function requireEditUsers(user: UserRow): void {
  if (!canEditUsers(user)) throw forbidden();
}

/** Whether a campaign has ended at `now` (spec 01 §4: end_date in the past). */
export function campaignEnded(campaign: Pick<CampaignRef, 'end_date'>, now: Date): boolean {
  return campaign.end_date !== null && new Date(campaign.end_date).getTime() <= now.getTime();
}
