import { ChannelsPage } from '../channels/channels-page.tsx';
import { useCurrentCampaign } from '../use-current-campaign.ts';

/** Campaign channels tab (spec 01 §2): the channels feature. */
export function CampaignChannelsPage() {
  const campaign = useCurrentCampaign();
  return <ChannelsPage campaign={campaign} />;
}
