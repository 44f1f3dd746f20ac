import type { CampaignSummary, TeamSummary } from '@advocate/api-client';
import { groupCampaignsByTeam } from '@advocate/auth-and-guards/policies';
import type { SidebarCampaignGroup } from '@advocate/ui-kit';

const byName = (a: CampaignSummary, b: CampaignSummary) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/**
 * The sidebar's campaign list: admins see campaigns grouped by team (brand) with the team logo;
 * everyone else sees their own campaigns in one list without headers (spec 00 §2, 01 §2).
 */
export function sidebarCampaignGroups(campaigns: CampaignSummary[], teams: TeamSummary[], admin: boolean): SidebarCampaignGroup[] {
  const strip = (list: CampaignSummary[]) => list.map(({ slug, name }) => ({ slug, name }));
  if (admin) {
    return groupCampaignsByTeam(campaigns, teams).map(({ key, name, logo, campaigns: grouped }) => ({
      key,
      name,
      logo,
      campaigns: strip(grouped),
    }));
  }
  return campaigns.length > 0 ? [{ key: 'mine', name: null, logo: null, campaigns: strip([...campaigns].sort(byName)) }] : [];
}
