/** What other modules use of activity: they import it from here, not from its files (apps/api/README.md). */
export { recordActivity, type ActivityEntry, type ActivityPlace } from './activity-record.ts';
export { SECRET_MARK, type ActivityValues } from './activity-changes.ts';
export { ACTIVITY_KINDS, type ActivityKind } from './activity-kinds.ts';
export { campaignRefs, componentNames, teamRefs } from './repositories/activity-repository.ts';
