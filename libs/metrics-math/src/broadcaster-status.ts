/** A broadcaster's status on a campaign (spec 01 §4, 02 §4). */
export const BROADCASTER_STATUSES = ['Invited', 'Declined', 'Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'] as const;

/** One of {@link BROADCASTER_STATUSES}. */
export type BroadcasterStatus = (typeof BROADCASTER_STATUSES)[number];

/** Statuses that count as active on the channels page (spec 01 §4). */
export const CHANNELS_ACTIVE_STATUSES: readonly BroadcasterStatus[] = ['Active', 'Campaign Ended'];

/** Statuses shown on the channels page only with 'Show Inactive Channels' (spec 01 §4). */
export const CHANNELS_INACTIVE_STATUSES: readonly BroadcasterStatus[] = ['Pending', 'Flagged', 'Deactivated'];

/** Inactive statuses of the management page: these can be activated (spec 01 §4, 02 §4). */
export const INACTIVE_STATUSES: readonly BroadcasterStatus[] = ['Flagged', 'Deactivated', 'Pending', 'Campaign Ended'];

const isIn = (list: readonly string[], status: string | null | undefined): boolean =>
  status !== null && status !== undefined && list.includes(status);

/** Active and Campaign Ended count as active on the channels page: `isActiveOnChannelsPage('Campaign Ended')` is true. */
export function isActiveOnChannelsPage(status: string | null | undefined): boolean {
  return isIn(CHANNELS_ACTIVE_STATUSES, status);
}

/**
 * Whether a channel card shows: active ones always, Pending / Flagged / Deactivated only with
 * 'Show Inactive Channels', Invited and Declined never (they have not joined). See docs/decisions/128.
 * @example isShownOnChannelsPage('Flagged', false) // false
 */
export function isShownOnChannelsPage(status: string | null | undefined, showInactive: boolean): boolean {
  return isActiveOnChannelsPage(status) || (showInactive && isIn(CHANNELS_INACTIVE_STATUSES, status));
}

/** Flagged, Deactivated, Pending and Campaign Ended can be activated: `canActivate('Pending')` is true. */
export function canActivate(status: string | null | undefined): boolean {
  return isIn(INACTIVE_STATUSES, status);
}

/** Only Active broadcasters can be deactivated: `canDeactivate('Active')` is true. */
export function canDeactivate(status: string | null | undefined): boolean {
  return status === 'Active';
}

/**
 * Whether a broadcaster with this status is served a component type: Active gets every type;
 * inactive ones (Flagged, Deactivated, Pending, Campaign Ended) still get banner-graphics and
 * suggested-tweet but no live graphics or chatbot; Invited and Declined get nothing (spec 01 §4, 02 §2).
 * @example receivesComponentType('Flagged', 'live-graphics') // false
 */
export function receivesComponentType(status: string | null | undefined, componentType: string): boolean {
  if (status === 'Active') return true;
  return canActivate(status) && (componentType === 'banner-graphics' || componentType === 'suggested-tweet');
}
