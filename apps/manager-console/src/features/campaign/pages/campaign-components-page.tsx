import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign components tab (spec 01 §2); its content is built by a later issue. */
export function CampaignComponentsPage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Components" documentTitle={`Components · ${campaign.name}`} />;
}
