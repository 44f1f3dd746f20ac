import { useCampaigns, useTeams } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { campaignSubTabs, isAdmin, showCampaignFilter, sidebarEntries } from '@advocate/auth-and-guards/policies';
import { Sidebar } from '@advocate/ui-kit';
import { useMatch } from 'react-router-dom';
import { CAMPAIGN_SLUG_PARAM, paths, routePatterns } from '../config/paths.ts';
import { sidebarCampaignGroups } from './sidebar-campaign-groups.ts';

/** The manager sidebar of spec 00 §2 / 01 §2, from the shared policies and the scoped lists. */
export function ManagerSidebar() {
  const { user, signOut } = useSession();
  const admin = user ? isAdmin(user) : false;
  const { data: campaigns = [] } = useCampaigns({ enabled: Boolean(user) });
  // Teams only label the admin's grouped list.
  const { data: teams = [] } = useTeams({ enabled: admin });
  const slug = useMatch(routePatterns.campaignArea)?.params[CAMPAIGN_SLUG_PARAM] ?? null;
  if (!user) return null;

  const activeCampaign = campaigns.find((campaign) => campaign.slug === slug);
  return (
    <Sidebar
      entries={sidebarEntries(user, { campaignCount: campaigns.length })}
      campaignGroups={sidebarCampaignGroups(campaigns, teams, admin)}
      showCampaignFilter={showCampaignFilter(user, campaigns.length)}
      activeCampaignSlug={activeCampaign?.slug ?? null}
      campaignTabs={activeCampaign ? campaignSubTabs(activeCampaign, user, new Date()) : []}
      campaignPath={paths.campaign}
      onLogOut={() => void signOut()}
    />
  );
}
