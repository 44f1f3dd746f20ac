import { INACTIVE_STATUSES } from '@advocate/metrics-math';
import type { CampaignBroadcasterStatus } from '@advocate/api-client';

/** The two tables of the management page; invitations (Invited, Declined) are in neither. */
export function groupStatuses(rows: readonly CampaignBroadcasterStatus[]) {
  return {
    active: rows.filter((r) => r.status === 'Active'),
    inactive: rows.filter((r) => (INACTIVE_STATUSES as readonly string[]).includes(r.status)),
    invited: rows.filter((r) => r.status === 'Invited'),
  };
}

/** Spec 01 §4 after an invite: the lists refresh after 500 ms. */
export const REFRESH_AFTER_INVITE_MS = 500;
