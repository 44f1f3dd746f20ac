import type { Manager, ManagerInvitation, TeamSummary } from '@advocate/api-client';

/** One row of the 'Current Managers' table: an active manager or a pending invitation (spec 01 §2). */
export type CurrentRow =
  | { kind: 'manager'; key: string; email: string; levels: Levels; teams: number[]; manager: Manager }
  | { kind: 'invitation'; key: string; email: string; levels: Levels; teams: number[]; invitation: ManagerInvitation };

export interface Levels {
  permissions_campaigns: 0 | 1;
  permissions_teams: 0 | 1;
  permissions_users: 0 | 1 | 2;
}

const levelsOf = (source: Levels): Levels => ({
  permissions_campaigns: source.permissions_campaigns,
  permissions_teams: source.permissions_teams,
  permissions_users: source.permissions_users,
});

/** Active managers then pending invitations, each by email as the API answers them. */
export function currentRows(managers: Manager[], invitations: ManagerInvitation[]): CurrentRow[] {
  return [
    ...managers
      .filter((manager) => manager.user.is_active)
      .map((manager): CurrentRow => ({
        kind: 'manager',
        key: `m${manager.id}`,
        email: manager.user.email,
        levels: levelsOf(manager.user),
        teams: manager.teams,
        manager,
      })),
    ...invitations.map((invitation): CurrentRow => ({
      kind: 'invitation',
      key: `i${invitation.id}`,
      email: invitation.email,
      levels: levelsOf(invitation),
      teams: invitation.teams,
      invitation,
    })),
  ];
}

/** Removed managers (user.is_active false, spec 01 §4). */
export const removedManagers = (managers: Manager[]): Manager[] => managers.filter((manager) => !manager.user.is_active);

/** Team names for ids, by name; ids the viewer cannot see are left out. */
export function teamNamesOf(ids: number[], teams: TeamSummary[] | undefined): string[] {
  const byId = new Map((teams ?? []).map((team) => [team.id, team.name]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as string] : [])).sort((a, b) => a.localeCompare(b));
}
