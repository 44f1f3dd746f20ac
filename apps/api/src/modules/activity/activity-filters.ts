import { serverMessages } from '@advocate/validation/server-messages';
import type { Queryable } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import { requireManager, requireViewUsers, type UserRow } from '../shared/index.ts';
import type { ActivityQuery } from './schemas/activity-schemas.ts';
import { campaignIdBySlug, managedTeamIds, type ActivityCursor, type ActivityFilters } from './repositories/activity-repository.ts';

/** Who reads the log and what they may see: `teams` null for an admin (every entry). */
export interface ActivityViewer {
  isAdmin: boolean;
  teams: number[] | null;
}

/**
 * The activity log is for managers who may view users (spec 01 §6 canViewUsers, as the managers
 * page; issue 30 part 4): others get 403. An admin sees every entry, a manager their teams' (decision 801).
 */
export async function activityViewer(db: Queryable, user: UserRow): Promise<ActivityViewer> {
  requireManager(user);
  requireViewUsers(user);
  return user.is_admin ? { isAdmin: true, teams: null } : { isAdmin: false, teams: await managedTeamIds(db, user.id) };
}

const DAY_MS = 86_400_000;
const optionalId = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * The query as repository filters within the viewer's scope: a team outside it, or a campaign slug
 * that names none, leaves nothing to show.
 */
export async function activityFilters(
  db: Queryable,
  viewer: ActivityViewer,
  query: Omit<ActivityQuery, 'cursor' | 'page_size'>,
): Promise<ActivityFilters> {
  const team = optionalId(query.team);
  let teams = viewer.teams;
  if (team !== null) teams = teams === null || teams.includes(team) ? [team] : [];
  const campaignId = query.campaign === undefined ? null : ((await campaignIdBySlug(db, query.campaign)) ?? null);
  if (query.campaign !== undefined && campaignId === null) teams = [];
  return {
    teams,
    campaignId,
    actorId: optionalId(query.person),
    kind: query.kind ?? null,
    since: query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : null,
    until: query.date_to ? new Date(new Date(`${query.date_to}T00:00:00Z`).getTime() + DAY_MS) : null,
  };
}

/** A page's `next` as the client sends it back: the last entry's time to the microsecond and its id. */
export function encodeCursor(cursor: ActivityCursor): string {
  return `${cursor.created}_${cursor.id}`;
}

/** The cursor of `?cursor=`; one the server did not make answers 400 `{cursor: ['Invalid cursor']}`. */
export function decodeCursor(text: string | undefined): ActivityCursor | null {
  if (text === undefined) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([1-9]\d{0,17})$/.exec(text);
  const millis = match ? Date.parse(`${match[1].slice(0, 23)}Z`) : Number.NaN;
  // A day the calendar lacks (02-30) parses to another day: the round trip tells.
  if (!match || Number.isNaN(millis) || new Date(millis).toISOString().slice(0, 23) !== match[1].slice(0, 23)) {
    throw badRequest({ cursor: [serverMessages.invalidCursor] });
  }
  return { created: match[1], id: Number(match[2]) };
}
