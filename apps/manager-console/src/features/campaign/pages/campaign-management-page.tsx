import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign management tab (spec 01 §2); its content is built by a later issue. */
export function CampaignManagementPage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Management" documentTitle={`Management · ${campaign.name}`} />;
}
