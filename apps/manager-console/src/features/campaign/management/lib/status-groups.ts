import type { CampaignBroadcasterStatus, CampaignStatusName } from '@advocate/api-client';

/** Spec 01 §4: Flagged, Deactivated, Pending and Campaign Ended count as inactive and can be activated. */
export const INACTIVE_STATUSES: readonly CampaignStatusName[] = ['Pending', 'Flagged', 'Deactivated', 'Campaign Ended'];

/** The two tables of the management page; invitations (Invited, Declined) are in neither. */
export function groupStatuses(rows: readonly CampaignBroadcasterStatus[]) {
  return {
    active: rows.filter((r) => r.status === 'Active'),
    inactive: rows.filter((r) => INACTIVE_STATUSES.includes(r.status)),
    invited: rows.filter((r) => r.status === 'Invited'),
  };
}

/** Spec 01 §4 after an invite: the lists refresh after 500 ms. */
export const REFRESH_AFTER_INVITE_MS = 500;
