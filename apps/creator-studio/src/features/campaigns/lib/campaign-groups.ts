import type { BroadcasterCampaign } from '@advocate/api-client';
import { creatorCampaignGroup } from '@advocate/metrics-math';
import type { CreatorCampaignGroup } from '@advocate/metrics-math';

/** The order the groups are listed in (README: Active, Pending, Upcoming, Suspended, Past). */
export const GROUP_ORDER: readonly CreatorCampaignGroup[] = ['Active', 'Pending', 'Upcoming', 'Suspended', 'Past'];

export interface CampaignGroup {
  group: CreatorCampaignGroup;
  campaigns: BroadcasterCampaign[];
}

/** The campaigns by display group (spec 02 §2 grouping rules), groups in GROUP_ORDER, empty groups left out. */
export function groupCampaigns(campaigns: readonly BroadcasterCampaign[], now: Date): CampaignGroup[] {
  const byGroup = new Map<CreatorCampaignGroup, BroadcasterCampaign[]>();
  for (const campaign of campaigns) {
    const group = creatorCampaignGroup(campaign, campaign.status, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), campaign]);
  }
  return GROUP_ORDER.filter((group) => byGroup.has(group)).map((group) => ({ group, campaigns: byGroup.get(group) ?? [] }));
}

export interface CampaignTotals {
  campaigns: number;
  active: number;
  clicks: number;
  conversions: number;
  hasConversions: boolean;
}

/** The totals header: how many campaigns, how many active, and the broadcaster's clicks and conversions. */
export function campaignTotals(campaigns: readonly BroadcasterCampaign[], now: Date): CampaignTotals {
  return {
    campaigns: campaigns.length,
    active: campaigns.filter((c) => creatorCampaignGroup(c, c.status, now) === 'Active').length,
    clicks: campaigns.reduce((sum, c) => sum + c.metrics.clicks, 0),
    conversions: campaigns.reduce((sum, c) => sum + c.metrics.conversions, 0),
    hasConversions: campaigns.some((c) => c.has_conversions),
  };
}
