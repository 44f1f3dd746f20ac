import { PageTitle } from '@advocate/ui-kit';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign channels tab (spec 01 §2); its content is built by a later issue. */
export function CampaignChannelsPage() {
  const campaign = useCurrentCampaign();
  return <PageTitle page="Channels" documentTitle={`Channels · ${campaign.name}`} />;
}
