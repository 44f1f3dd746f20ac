import { PERMISSION_LEVEL_LABELS } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../db/db.ts';
import { recordActivity, teamRefs } from '../activity/index.ts';

/** A manager or a manager invitation as the activity log keeps it (issue 30 part 4): levels by name, teams as {id, name}. */
interface ManagerLike {
  email: string;
  permissions_campaigns: number;
  permissions_teams: number;
  permissions_users: number;
  is_active?: boolean;
  teams: number[];
}

/** A permission level by its name (spec 01 §6), as the managers page shows it. */
const level = (value: number) => PERMISSION_LEVEL_LABELS[value as 0 | 1 | 2] ?? String(value);

async function values(tx: Queryable, m: ManagerLike): Promise<Record<string, unknown>> {
  return {
    email: m.email,
    permissions_campaigns: level(m.permissions_campaigns),
    permissions_teams: level(m.permissions_teams),
    permissions_users: level(m.permissions_users),
    ...(m.is_active === undefined ? {} : { is_active: m.is_active }),
    teams: await teamRefs(tx, m.teams),
  };
}

/**
 * Records a change of a manager or an invitation: the entry belongs to every team the manager had
 * or has, so each team's managers see it, with only their own teams named (decision 801).
 */
export async function recordManagerActivity(
  tx: Queryable,
  actorId: number,
  at: Date,
  kind: { action: string; subject: string },
  before: ManagerLike | null,
  after: ManagerLike | null,
): Promise<void> {
  await recordActivity(tx, actorId, {
    at: at,
    kind: 'manager',
    action: kind.action,
    place: { teamIds: [...new Set([...(before?.teams ?? []), ...(after?.teams ?? [])])] },
    subject: kind.subject,
    before: before && (await values(tx, before)),
    after: after && (await values(tx, after)),
  });
}
