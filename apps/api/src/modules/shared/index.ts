/** What other modules use of shared: they import it from here, not from its files (apps/api/README.md). */
export {
  campaignEnded,
  editableCampaign,
  editableTeam,
  requireBroadcaster,
  requireEditUsers,
  requireManager,
  requireViewUsers,
  visibleCampaign,
  visibleTeam,
} from './access.ts';
export { isLiveSql, LIVE_WINDOW_MINUTES, liveBroadcastersSql, liveStreamsSql, liveWindowStart } from './repositories/live-state-sql.ts';
export { campaignScopeSql, ON_CAMPAIGN_STATUSES, type ScopeUser, teamScopeSql } from './repositories/scope-sql.ts';
export { findUserById, findUserByLogin, insertUser, touchLastLogin, usernameInUse, type UserRow } from './repositories/users-repository.ts';
export { sameJson } from './same-json.ts';
