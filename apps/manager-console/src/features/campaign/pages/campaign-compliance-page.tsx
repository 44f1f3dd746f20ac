import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign compliance tab, labelled Fulfillment (spec 01 §2); its content is built by a later issue. */
export function CampaignCompliancePage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Fulfillment" documentTitle={`Fulfillment · ${campaign.name}`} />;
}
