import type { Db } from '../db/db.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createBroadcaster, insertCampaign, insertTeam, scopeManager, setCampaignStatus, setTeamStatus } from './domain-fixtures.ts';
import { createManager } from './test-app.ts';

/** The signed-in roles an endpoint is tested for (README "Add an endpoint"), anonymous aside. */
export const ROLES = ['admin', 'editor', 'readOnlyManager', 'otherTeamManager', 'brandViewer', 'broadcaster', 'otherBroadcaster'] as const;
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
  return (await createRoleScene(db, prefix, { campaigns: false })).users;
}

async function roleUsersOn(db: Db, prefix: string, teamA: number, teamB: number): Promise<Record<Role, RoleUser>> {
  const manager = async (
    name: string,
    options: Parameters<typeof createManager>[1]['permissions'] & object,
    teams: number[],
    isAdmin = false,
  ) => {
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

/** The roles plus two teams and (unless `campaigns: false`) one running campaign on each. */
export interface RoleScene {
  users: Record<Role, RoleUser>;
  teamA: number;
  teamB: number;
  /** A running campaign of team A (started 10 days ago, ends in 10) with `broadcaster` Active on it. */
  campaignA: { id: number; slug: string };
  /** A running campaign of team B with `otherBroadcaster` Active on it. */
  campaignB: { id: number; slug: string };
}

/**
 * `createRoleUsers` plus the teams and campaigns the roles stand in (spec 01 §6): the editor,
 * read-only manager and brand viewer see team A and campaign A; the other team's manager sees team B
 * and campaign B; `broadcaster` is on A, `otherBroadcaster` on B. Slugs are `${prefix}-a`, `${prefix}-b`
 * (lower-cased, so pass a slug-safe prefix).
 */
export async function createRoleScene(db: Db, prefix: string, options: { campaigns?: boolean } = {}): Promise<RoleScene> {
  const teamA = await insertTeam(db, { name: `${prefix} Team A` });
  const teamB = await insertTeam(db, { name: `${prefix} Team B` });
  const users = await roleUsersOn(db, prefix, teamA, teamB);
  const scene: RoleScene = { users, teamA, teamB, campaignA: { id: 0, slug: '' }, campaignB: { id: 0, slug: '' } };
  if (options.campaigns === false) return scene;
  const slug = (side: string) => `${prefix}-${side}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  scene.campaignA = { slug: slug('a'), id: await insertCampaign(db, { slug: slug('a'), name: `${prefix} Campaign A`, teamId: teamA }) };
  scene.campaignB = { slug: slug('b'), id: await insertCampaign(db, { slug: slug('b'), name: `${prefix} Campaign B`, teamId: teamB }) };
  await setCampaignStatus(db, scene.campaignA.id, users.broadcaster.id, 'Active');
  await setCampaignStatus(db, scene.campaignB.id, users.otherBroadcaster.id, 'Active');
  return scene;
}

export type Caller = 'anonymous' | Role;
export const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/**
 * The status each caller gets: `call(token, caller)` makes one request (token undefined for
 * anonymous). Callers run one after another in CALLERS order, so a write test can give each caller
 * its own target. Compare the result with `toEqual({...})` listing every caller.
 */
export async function statusByCaller(
  users: Record<Role, RoleUser>,
  call: (token: string | undefined, caller: Caller) => Promise<LightMyRequestResponse>,
): Promise<Record<Caller, number>> {
  const out = {} as Record<Caller, number>;
  for (const caller of CALLERS) {
    const res = await call(caller === 'anonymous' ? undefined : users[caller].token, caller);
    out[caller] = res.statusCode;
  }
  return out;
}

/** Shorthand: the status each caller gets for the same request. */
export function sameRequestByCaller(
  app: FastifyInstance,
  users: Record<Role, RoleUser>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Record<Caller, number>> {
  return statusByCaller(users, (token) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Token ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    }),
  );
}
