import { canEditTeams } from '@advocate/auth-and-guards/policies';
import { drfErrors, messages, squadForm } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import {
  clearMemberSquad,
  deleteSquad,
  findSquad,
  findSquadInScope,
  insertSquad,
  memberSquadName,
  listSquads,
  removeSquadMember,
  renameSquad,
  setMemberSquad,
  squadCampaignIds,
  type SquadRow,
} from './repositories/squads-repository.ts';
import { findTeamCandidate, type TeamCandidate } from '../teams/index.ts';
import type { UserRow } from '../shared/index.ts';
import { editableTeam, requireManager, visibleTeam } from '../shared/index.ts';
import { recordNamedEvent } from '../campaigns/index.ts';
import { recordActivity } from '../activity/index.ts';

/** Squads of spec 01 §3-§4: reads need the team in scope (managers), writes canEditTeams too. */

function checkedName(name: string): string {
  const value = name.trim();
  const errors = drfErrors(squadForm, { name: value });
  if (Object.keys(errors).length) throw badRequest(errors);
  return value;
}

/** GET squads/?team=: the squads of the manager's teams, of one team when given (404 out of scope). */
export async function readSquads(db: Db, user: UserRow, teamId: number | undefined): Promise<SquadRow[]> {
  requireManager(user);
  if (teamId !== undefined) await visibleTeam(db, user, teamId);
  return listSquads(db, user, teamId ?? null);
}

/** A squad whose team the user may change: 404 out of scope, 403 without canEditTeams. */
async function editableSquad(db: Db, user: UserRow, id: number): Promise<SquadRow> {
  requireManager(user);
  const squad = await findSquadInScope(db, user, id);
  if (!squad) throw notFound();
  if (!canEditTeams(user)) throw forbidden();
  return squad;
}

export async function createSquad(db: Db, user: UserRow, body: { name: string; team: number }, now: Date): Promise<SquadRow> {
  requireManager(user);
  await editableTeam(db, user, body.team);
  const name = checkedName(body.name);
  const id = await db.transaction(async (tx) => {
    const made = await insertSquad(tx, body.team, name, now);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'squad',
      action: 'created',
      place: { teamId: body.team },
      subject: name,
      before: null,
      after: { name },
    });
    return made;
  });
  return (await findSquad(db, id)) as SquadRow;
}

export async function updateSquad(db: Db, user: UserRow, id: number, body: { name: string }, now: Date): Promise<SquadRow> {
  const squad = await editableSquad(db, user, id);
  const name = checkedName(body.name);
  await db.transaction(async (tx) => {
    await renameSquad(tx, id, name);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'squad',
      action: 'renamed',
      place: { teamId: squad.team },
      subject: name,
      before: { name: squad.name },
      after: { name },
    });
  });
  return (await findSquad(db, id)) as SquadRow;
}

/** DELETE squads/{id}/: the squad leaves its campaigns too, with a squad_removed event on each, in one transaction. */
export async function removeSquad(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  const squad = await editableSquad(db, user, id);
  await db.transaction(async (tx) => {
    for (const campaignId of await squadCampaignIds(tx, id)) await recordNamedEvent(tx, 'squad_removed', squad.name, { campaignId, now });
    await deleteSquad(tx, id);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'squad',
      action: 'deleted',
      place: { teamId: squad.team },
      subject: squad.name,
      before: { name: squad.name, roster: squad.roster },
      after: null,
    });
  });
}

/** Runs `change` of a member's squad and records it, the squad's name before and after (issue 30 part 4). */
async function recordMemberSquad(
  tx: Queryable,
  actorId: number,
  at: Date,
  teamId: number,
  member: TeamCandidate,
  change: () => Promise<void>,
): Promise<void> {
  const before = await memberSquadName(tx, teamId, member.id);
  await change();
  await recordActivity(tx, actorId, {
    at: at,
    kind: 'squad',
    action: 'member_squad_set',
    place: { teamId },
    subject: member.username,
    before: { squad: before },
    after: { squad: await memberSquadName(tx, teamId, member.id) },
  });
}

/** The broadcaster named, who must be an Active member of the team, else 'Please select a valid team member!'. */
async function teamMember(db: Db, teamId: number, username: string): Promise<TeamCandidate> {
  const member = username.trim() ? await findTeamCandidate(db, teamId, username.trim()) : undefined;
  if (!member || member.team_status !== 'Active') throw badRequest({ broadcaster: [messages.selectValidTeamMember] });
  return member;
}

/** PATCH squads/{id}/add_broadcaster/: the member joins this squad, leaving any other squad of the team. */
export async function addToSquad(db: Db, user: UserRow, id: number, username: string, now: Date): Promise<SquadRow> {
  const squad = await editableSquad(db, user, id);
  const member = await teamMember(db, squad.team, username);
  await db.transaction(async (tx) => {
    await recordMemberSquad(tx, user.id, now, squad.team, member, () => setMemberSquad(tx, squad, member.id, now));
  });
  return (await findSquad(db, id)) as SquadRow;
}

/** PATCH squads/{id}/remove_broadcaster/: the broadcaster leaves the squad (400 when not in it). */
export async function removeFromSquad(db: Db, user: UserRow, id: number, username: string, now: Date): Promise<SquadRow> {
  const squad = await editableSquad(db, user, id);
  const member = username.trim() ? await findTeamCandidate(db, squad.team, username.trim()) : undefined;
  await db.transaction(async (tx) => {
    if (!member || !(await removeSquadMember(tx, id, member.id))) throw badRequest({ broadcaster: [messages.selectValidTeamMember] });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'squad',
      action: 'member_squad_set',
      place: { teamId: squad.team },
      subject: member.username,
      before: { squad: squad.name },
      after: { squad: null },
    });
  });
  return (await findSquad(db, id)) as SquadRow;
}

/**
 * PATCH teams/{id}/set_squad/ (spec 01 §4 squad assignment): a squad id sets the member's squad,
 * null removes them from theirs (decision 311). The squad must be one of this team's.
 */
export async function setTeamMemberSquad(
  db: Db,
  user: UserRow,
  teamId: number,
  body: { broadcaster: string; squad: number | null },
  now: Date,
): Promise<{ username: string }> {
  await editableTeam(db, user, teamId);
  const member = await teamMember(db, teamId, body.broadcaster);
  const squadId = body.squad;
  if (squadId === null) {
    await db.transaction((tx) => recordMemberSquad(tx, user.id, now, teamId, member, () => clearMemberSquad(tx, teamId, member.id)));
    return { username: member.username };
  }
  const squad = await findSquad(db, squadId);
  if (!squad || squad.team !== teamId) throw badRequest({ squad: [messages.invalidChoice(String(squadId))] });
  await db.transaction((tx) => recordMemberSquad(tx, user.id, now, teamId, member, () => setMemberSquad(tx, squad, member.id, now)));
  return { username: member.username };
}
