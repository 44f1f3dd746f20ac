import type { Db } from '../db/db.ts';
import { createBroadcaster, insertTeam, scopeManager, setTeamStatus } from './domain-fixtures.ts';
import { createManager } from './test-app.ts';

/** The signed-in roles an endpoint is tested for (README "Add an endpoint"), anonymous aside. */
export const ROLES = [
  'admin',
  'editor',
  'readOnlyManager',
  'otherTeamManager',
  'brandViewer',
  'broadcaster',
  'otherBroadcaster',
] as const;
export type Role = (typeof ROLES)[number];

export interface RoleUser {
  id: number;
  /** A sign-in token issued directly (a password sign-in for managers, a provider one for broadcasters). */
  token: string;
  /** The sign-in login: a manager's email, a broadcaster's username. */
  login: string;
  hasPassword: boolean;
}

/**
 * One user per role, on two teams (spec 00 §6, 01 §6): an admin; an editor (full edit) and a
 * read-only manager (view only) of team A; an editor of team B; a brand viewer of team A (campaign
 * dashboards only: no users, no editing); two broadcasters, members of A and B. Managers have the
 * test password (TEST_PASSWORD); broadcasters sign in through providers and have none.
 * `prefix` keeps the names of several calls on one database apart.
 */
export async function createRoleUsers(db: Db, prefix: string): Promise<Record<Role, RoleUser>> {
  const teamA = await insertTeam(db, { name: `${prefix} Team A` });
  const teamB = await insertTeam(db, { name: `${prefix} Team B` });
  const manager = async (name: string, options: Parameters<typeof createManager>[1]['permissions'] & object, teams: number[], isAdmin = false) => {
    const email = `${prefix}-${name}@example.com`;
    const made = await createManager(db, { email, isAdmin, permissions: options });
    if (!isAdmin) await scopeManager(db, made.id, teams);
    return { ...made, login: email, hasPassword: true };
  };
  const broadcaster = async (name: string, team: number) => {
    const username = `${prefix}_${name}`.toLowerCase();
    const made = await createBroadcaster(db, username);
    await setTeamStatus(db, team, made.id, 'Active');
    return { ...made, login: username, hasPassword: false };
  };
  return {
    admin: await manager('admin', { campaigns: 0, teams: 0, users: 0 }, [], true),
    editor: await manager('editor', { campaigns: 0, teams: 0, users: 0 }, [teamA]),
    readOnlyManager: await manager('reader', { campaigns: 1, teams: 1, users: 1 }, [teamA]),
    otherTeamManager: await manager('other', { campaigns: 0, teams: 0, users: 0 }, [teamB]),
    brandViewer: await manager('brand', { campaigns: 1, teams: 1, users: 2 }, [teamA]),
    broadcaster: await broadcaster('caster', teamA),
    otherBroadcaster: await broadcaster('other_caster', teamB),
  };
}
