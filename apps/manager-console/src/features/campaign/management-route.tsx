import { useSession } from '@advocate/auth-and-guards';
import { campaignSubTabs } from '@advocate/auth-and-guards/policies';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CampaignManagementPage } from './pages/campaign-management-page.tsx';
import { useCurrentCampaign } from './use-current-campaign.ts';

/** Management exists only while the campaign can be edited and has not ended; else the overview. */
export function ManagementRoute() {
  const campaign = useCurrentCampaign();
  const { user } = useSession();
  const open = user !== null && campaignSubTabs(campaign, user, new Date()).some((tab) => tab.key === 'management');
  if (!open) return <Navigate to={paths.campaign(campaign.slug)} replace />;
  return <CampaignManagementPage />;
}
