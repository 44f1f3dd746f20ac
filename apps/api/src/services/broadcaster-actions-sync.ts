import type { Queryable } from '../db/db.ts';

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
 * Seam for issue 7: the body is written by the broadcaster-actions slice.
 */
export async function syncCampaignActions(_tx: Queryable, _campaignId: number, _now: Date): Promise<ActionSyncResult> {
  return { created: 0, removed: 0 };
}
