import { appConfig, useCampaigns } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { sidebarEntries } from '@advocate/auth-and-guards/policies';
import { Sidebar } from '@advocate/ui-kit';

/** The broadcaster sidebar of spec 02 §2: entries by available components, support line, log-out. */
export function CreatorSidebar() {
  const { user, signOut } = useSession();
  const { data: campaigns } = useCampaigns({ enabled: Boolean(user) });
  if (!user) return null;
  // The user's own list answers first; the campaigns list replaces it once loaded.
  const campaignCount = campaigns?.length ?? user.campaigns.length;
  return (
    <Sidebar entries={sidebarEntries(user, { campaignCount })} supportEmail={appConfig().supportEmail} onLogOut={() => void signOut()} />
  );
}
