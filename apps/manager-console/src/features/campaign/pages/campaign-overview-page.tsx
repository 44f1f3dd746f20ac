import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign overview tab (spec 01 §2); its content is built by a later issue. */
export function CampaignOverviewPage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Overview" documentTitle={`Overview · ${campaign.name}`} />;
}
