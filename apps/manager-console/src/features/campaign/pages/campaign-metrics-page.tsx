import { MetricsPage } from '../metrics/metrics-page.tsx';
import { ReportsTab } from '../reports/reports-tab.tsx';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign metrics tab (spec 01 §2): the metrics feature, with the reports feature as its Reports sub-tab. */
export function CampaignMetricsPage() {
  const campaign = useCurrentCampaign();
  return <MetricsPage campaign={campaign} reports={<ReportsTab />} />;
}
