import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign metrics tab (spec 01 §2); its content is built by a later issue. */
export function CampaignMetricsPage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Metrics" documentTitle={`Metrics · ${campaign.name}`} />;
}
