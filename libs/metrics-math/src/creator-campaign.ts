import { campaignState, type CampaignDates } from './campaign-state.ts';
import type { DateInput } from './instant.ts';

/** Display groups of the broadcaster campaigns page (spec 02 §2). */
export const CREATOR_CAMPAIGN_GROUPS = ['Upcoming', 'Past', 'Active', 'Pending', 'Suspended'] as const;

/** One of {@link CREATOR_CAMPAIGN_GROUPS}. */
export type CreatorCampaignGroup = (typeof CREATOR_CAMPAIGN_GROUPS)[number];

/**
 * Upcoming when not started, Past when ended, otherwise by the broadcaster's status: Pending,
 * Deactivated shown as Suspended, any other status Active (spec 02 §2).
 * @example creatorCampaignGroup(campaign, 'Deactivated', now) // 'Suspended'
 */
export function creatorCampaignGroup(campaign: CampaignDates, status: string | null | undefined, now: DateInput): CreatorCampaignGroup {
  const state = campaignState(campaign, now);
  if (state === 'not-started') return 'Upcoming';
  if (state === 'ended') return 'Past';
  if (status === 'Pending') return 'Pending';
  if (status === 'Deactivated') return 'Suspended';
  return 'Active';
}

/**
 * The self-deactivation button of a campaign card (spec 02 §2): none unless the campaign allows
 * it, 'Suspend Campaign' when Active, 'Activate Campaign' otherwise; none once the campaign has
 * ended, since there is nothing left to suspend. See docs/decisions/128.
 * @example selfDeactivationAction({ ...campaign, allow_self_deactivate: true }, 'Active', now) // 'Suspend Campaign'
 */
export function selfDeactivationAction(
  campaign: CampaignDates & { allow_self_deactivate?: boolean | null },
  status: string | null | undefined,
  now: DateInput,
): 'Suspend Campaign' | 'Activate Campaign' | null {
  if (!campaign.allow_self_deactivate || campaignState(campaign, now) === 'ended') return null;
  return status === 'Active' ? 'Suspend Campaign' : 'Activate Campaign';
}
