import { CompliancePage } from '../compliance/compliance-page.tsx';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign compliance tab, labelled Fulfillment (spec 01 §2); the page is in features/campaign/compliance. */
export function CampaignCompliancePage() {
  return <CompliancePage campaign={useCurrentCampaign()} />;
}
