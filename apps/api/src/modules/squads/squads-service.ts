import { canEditTeams } from '@advocate/auth-and-guards/policies';
import { drfErrors, messages, squadForm } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import {
  clearMemberSquad,
  deleteSquad,
  findSquad,
  findSquadInScope,
  insertSquad,
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
  const id = await insertSquad(db, body.team, checkedName(body.name), now);
  return (await findSquad(db, id)) as SquadRow;
}

export async function updateSquad(db: Db, user: UserRow, id: number, body: { name: string }): Promise<SquadRow> {
  await editableSquad(db, user, id);
  await renameSquad(db, id, checkedName(body.name));
  return (await findSquad(db, id)) as SquadRow;
}

/** DELETE squads/{id}/: the squad leaves its campaigns too, with a squad_removed event on each, in one transaction. */
export async function removeSquad(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  const squad = await editableSquad(db, user, id);
  await db.transaction(async (tx) => {
    for (const campaignId of await squadCampaignIds(tx, id)) await recordNamedEvent(tx, 'squad_removed', squad.name, { campaignId, now });
    await deleteSquad(tx, id);
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
  await setMemberSquad(db, squad, member.id, now);
  return (await findSquad(db, id)) as SquadRow;
}

/** PATCH squads/{id}/remove_broadcaster/: the broadcaster leaves the squad (400 when not in it). */
export async function removeFromSquad(db: Db, user: UserRow, id: number, username: string): Promise<SquadRow> {
  const squad = await editableSquad(db, user, id);
  const member = username.trim() ? await findTeamCandidate(db, squad.team, username.trim()) : undefined;
  if (!member || !(await removeSquadMember(db, id, member.id))) throw badRequest({ broadcaster: [messages.selectValidTeamMember] });
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
  if (body.squad === null) {
    await clearMemberSquad(db, teamId, member.id);
    return { username: member.username };
  }
  const squad = await findSquad(db, body.squad);
  if (!squad || squad.team !== teamId) throw badRequest({ squad: [messages.invalidChoice(String(body.squad))] });
  await setMemberSquad(db, squad, member.id, now);
  return { username: member.username };
}
