import type { Queryable } from '../../db/db.ts';
import { activityChanges, changedAnything, type ActivityValues } from './activity-changes.ts';
import type { ActivityKind } from './activity-kinds.ts';
import { insertActivity } from './repositories/activity-repository.ts';

/** Where an entry belongs: a campaign (and so its team), several (a report's), a team, or several teams (a manager's). */
export type ActivityPlace = { campaignId: number } | { campaignIds: number[] } | { teamId: number } | { teamIds: number[] };

export interface ActivityEntry {
  kind: ActivityKind;
  /** What was done, snake case (`created`, `updated`, `secret_rotated`...). */
  action: string;
  place: ActivityPlace;
  /** What was acted on, as a person reads it: a squad's name, a manager's email, a webhook's address. */
  subject: string;
  /** The thing before the action; null for a creation. */
  before: ActivityValues | null;
  /** The thing after it; null for a removal. */
  after: ActivityValues | null;
  /** Fields whose values are secrets beyond those named like one (decision 802). */
  secrets?: readonly string[];
  /** When it happened, by the app's clock (`ctx.now()`, as the change itself; decision 852), not the database's. */
  at: Date;
}

/**
 * Records one manager action in the activity log (issue 30 part 4). Call it with the transaction
 * of the change, after the change: both commit or neither does. An update that changed no field
 * records nothing.
 */
export async function recordActivity(tx: Queryable, actorId: number, entry: ActivityEntry): Promise<void> {
  const changes = activityChanges(entry.before, entry.after, entry.secrets);
  if (!changedAnything(changes)) return;
  const place = entry.place;
  await insertActivity(tx, {
    actorId,
    kind: entry.kind,
    action: entry.action,
    campaignIds: 'campaignId' in place ? [place.campaignId] : 'campaignIds' in place ? place.campaignIds : [],
    teamIds: 'teamId' in place ? [place.teamId] : 'teamIds' in place ? place.teamIds : [],
    subject: entry.subject,
    at: entry.at,
    ...changes,
  });
}
