import type { UserRow } from './users-repository.ts';

/** Who is asking, as far as scoping goes. */
export type ScopeUser = Pick<UserRow, 'id' | 'is_admin' | 'user_type'>;

/** Statuses that put a broadcaster on a campaign; Invited and Declined are invitations (docs/decisions/203). */
export const ON_CAMPAIGN_STATUSES = ['Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'] as const;

const onCampaignList = ON_CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(', ');

/** Always true, yet mentions the placeholder so PostgreSQL can still type it. */
const everything = (param: string) => `(${param}::integer IS NOT NULL)`;

/** Team ids of the manager whose user id is `param`. */
const managerTeamIds = (param: string) =>
  `SELECT mt.team_id FROM manager_teams mt JOIN managers m ON m.id = mt.manager_id WHERE m.user_id = ${param}`;

/**
 * A boolean SQL condition on campaigns alias `c` for the campaigns `user` may see (spec 01 §6,
 * spec 02 §6): admins all; managers those of their teams plus those granted to them directly;
 * broadcasters those they are on. `param` is the placeholder holding the user id.
 */
export function campaignScopeSql(user: ScopeUser, c = 'c', param = '$1'): string {
  if (user.is_admin && user.user_type === 2) return everything(param); // the flag counts for managers only (decision 132)
  if (user.user_type === 2) {
    return `(${c}.team_id IN (${managerTeamIds(param)})
      OR ${c}.id IN (SELECT mc.campaign_id FROM manager_campaigns mc JOIN managers m ON m.id = mc.manager_id WHERE m.user_id = ${param}))`;
  }
  return `EXISTS (SELECT 1 FROM campaign_statuses cs_scope WHERE cs_scope.campaign_id = ${c}.id
      AND cs_scope.broadcaster_id = ${param} AND cs_scope.status IN (${onCampaignList}))`;
}

/**
 * A boolean SQL condition on teams alias `t` for the teams `user` may see: admins all, managers
 * their teams, broadcasters the teams where their status is Active (spec 01 §4 'Active means member').
 */
export function teamScopeSql(user: ScopeUser, t = 't', param = '$1'): string {
  if (user.is_admin && user.user_type === 2) return everything(param); // the flag counts for managers only (decision 132)
  if (user.user_type === 2) return `${t}.id IN (${managerTeamIds(param)})`;
  return `EXISTS (SELECT 1 FROM team_memberships tm_scope WHERE tm_scope.team_id = ${t}.id
      AND tm_scope.broadcaster_id = ${param} AND tm_scope.status = 'Active')`;
}
