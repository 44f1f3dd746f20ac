import type { CampaignSummary } from '@advocate/api-client';
import { campaignState, type DateInput } from '@advocate/metrics-math';
import { appPaths } from './app-paths.ts';
import { canEditCampaigns } from './permissions.ts';
import type { MaybeUser } from './user-kinds.ts';

/** Path segment of a campaign sub-tab; '' is the campaign's base path (Overview). */
export type CampaignSubTabKey = '' | 'components' | 'channels' | 'metrics' | 'compliance' | 'management';

/** A campaign sub-tab with its label and full path. */
export interface CampaignSubTab {
  key: CampaignSubTabKey;
  label: string;
  path: string;
}

const TABS: ReadonlyArray<{ key: CampaignSubTabKey; label: string }> = [
  { key: '', label: 'Overview' },
  { key: 'components', label: 'Components' },
  { key: 'channels', label: 'Channels' },
  { key: 'metrics', label: 'Metrics' },
  { key: 'compliance', label: 'Fulfillment' },
  { key: 'management', label: 'Management' },
];

/**
 * Campaign sub-tabs (spec 00 §2, 01 §2): Overview, Components, Channels, Metrics, Fulfillment
 * (compliance), and Management only with edit-campaigns and while the campaign has not ended.
 * @example campaignSubTabs(campaign, viewer, new Date()).map((t) => t.label) // ['Overview', ..., 'Fulfillment']
 */
export function campaignSubTabs(
  campaign: Pick<CampaignSummary, 'slug' | 'start_date' | 'end_date'>,
  user: MaybeUser,
  now: DateInput,
): CampaignSubTab[] {
  const managementOpen = canEditCampaigns(user) && campaignState(campaign, now) !== 'ended';
  return TABS.filter((tab) => tab.key !== 'management' || managementOpen).map((tab) => ({
    ...tab,
    path: appPaths.manager.campaignTab(campaign.slug, tab.key),
  }));
}
