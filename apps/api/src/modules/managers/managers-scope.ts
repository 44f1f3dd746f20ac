import { mayGrantLevels, PERMISSION_AREAS } from '@advocate/auth-and-guards/policies';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Queryable } from '../../db/db.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { existingTeamIds, managerTeamIdsOfUser, type PermissionLevels } from './repositories/managers-repository.ts';
import type { UserRow } from '../shared/index.ts';

/**
 * Scope rules shared by the managers and manager-invitations services (decisions 340-344).
 * `null` scope means every team (an admin).
 */
export type TeamScope = number[] | null;

export async function teamScopeOf(db: Queryable, viewer: UserRow): Promise<TeamScope> {
  return viewer.is_admin ? null : managerTeamIdsOfUser(db, viewer.id);
}

/** The teams of a manager or invitation the viewer may see (decision 340: others' teams stay hidden). */
export function visibleTeams(teams: number[], scope: TeamScope): number[] {
  return scope === null ? teams : teams.filter((id) => scope.includes(id));
}

export function sharesTeam(teams: number[], scope: TeamScope): boolean {
  return scope === null || teams.some((id) => scope.includes(id));
}

/**
 * The stored team list after a change submitted by the viewer: teams outside their scope are kept,
 * those inside are replaced by `submitted`. Every submitted id must be a team within the scope
 * (400 `{teams: ['Invalid pk "7" - object does not exist.']}` otherwise).
 */
export async function nextTeams(db: Queryable, current: number[], submitted: number[], scope: TeamScope): Promise<number[]> {
  const unique = [...new Set(submitted)];
  const usable = scope === null ? await existingTeamIds(db, unique) : unique.filter((id) => scope.includes(id));
  const unknown = unique.find((id) => !usable.includes(id));
  if (unknown !== undefined) throw badRequest({ teams: [messages.unknownPk(unknown)] });
  const kept = scope === null ? [] : current.filter((id) => !scope.includes(id));
  return [...new Set([...kept, ...unique])].sort((a, b) => a - b);
}

/** Decision 344 (libs/auth-and-guards `mayGrantLevels`, the rule the console offers levels by): 403 when refused. */
export function checkGrant(viewer: UserRow, before: PermissionLevels | null, after: PermissionLevels): void {
  if (!mayGrantLevels(viewer, before, after)) throw forbidden();
}

/** Decision 343: a manager cannot deactivate themselves, lower their own levels or drop their own teams. */
export function checkSelfChange(
  before: PermissionLevels & { teams: number[] },
  after: PermissionLevels & { teams: number[]; is_active: boolean },
): void {
  const demoted = PERMISSION_AREAS.some((area) => after[area] > before[area]) || before.teams.some((id) => !after.teams.includes(id));
  if (!after.is_active || demoted) throw forbidden(serverMessages.cannotChangeSelf);
}
