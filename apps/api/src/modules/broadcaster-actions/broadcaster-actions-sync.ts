import type { Queryable } from '../../db/db.ts';
import {
  campaignActions,
  campaignNotifies,
  deleteOpenActions,
  insertActions,
  latestVersionIds,
  lockCampaignActions,
  reachedPairs,
  retargetOpenAction,
} from './repositories/broadcaster-actions-repository.ts';
import { INACTIVE_STATUS_COMPONENTS } from '../campaigns/repositories/campaigns-repository.ts';
import { syncTrackingLinks } from './broadcaster-actions-links.ts';
import { planActions } from './broadcaster-actions-plan.ts';
import { publishLive } from '../../platform/live/live-events.ts';

/** What a reconciliation changed (for events, notifications and tests). */
export interface ActionSyncResult {
  created: number;
  removed: number;
}

/**
 * Brings the open broadcaster actions (and the broadcasters' tracked links) of one campaign in line
 * with its components, statuses and groups. Idempotent: every write that can change who receives
 * which component calls it inside its own transaction, after the change.
 *
 * Rules: decisions 430–433. New actions of a campaign with action_notifications are marked
 * 'pending'; the notice goes out after the transaction commits (broadcaster-actions-notify.ts).
 */
export async function syncCampaignActions(tx: Queryable, campaignId: number, now: Date): Promise<ActionSyncResult> {
  await lockCampaignActions(tx, campaignId);
  const reach = await reachedPairs(tx, campaignId, now, INACTIVE_STATUS_COMPONENTS);
  const actions = await campaignActions(tx, campaignId);
  const bannerComponents = [
    ...new Set(actions.filter((a) => a.type.startsWith('banner-') && a.component_id !== null).map((a) => a.component_id as number)),
  ];
  const plan = planActions(reach, actions, await latestVersionIds(tx, bannerComponents));
  await deleteOpenActions(tx, plan.remove);
  for (const r of plan.retarget) await retargetOpenAction(tx, r.id, r.componentId, r.versionId);
  if (plan.create.length > 0) await insertActions(tx, campaignId, plan.create, now, await campaignNotifies(tx, campaignId));
  await syncTrackingLinks(tx, campaignId, reach, now);
  // What changed who receives what may change what their overlays show: they resync on commit (decision 506).
  await publishLive(tx, { type: 'campaign', campaignId });
  return { created: plan.create.length, removed: plan.remove.length };
}
