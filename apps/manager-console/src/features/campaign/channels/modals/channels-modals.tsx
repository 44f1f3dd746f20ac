import type { CampaignSummary, Label } from '@advocate/api-client';
import { NewGroupModal } from '../../../../shared/groups/index.ts';
import type { useChannelActions } from '../lib/use-channel-actions.ts';
import { NEW_GROUP_MODAL } from '../channels-texts.ts';
import { FeatureBroadcasterModal } from './feature-broadcaster-modal.tsx';
import { FeaturedCampaignsModal } from './featured-campaigns-modal.tsx';
import { SelectGroupsModal } from './select-groups-modal.tsx';

interface ChannelsModalsProps {
  campaign: CampaignSummary;
  labels: readonly Label[];
  /** The broadcaster whose card action opened a modal. */
  target: string | null;
  actions: ReturnType<typeof useChannelActions>;
}

/** The editors' modals of the channels page: featured campaigns, feature, select groups, new group. */
export function ChannelsModals({ campaign, labels, target, actions }: ChannelsModalsProps) {
  return (
    <>
      <FeaturedCampaignsModal
        campaign={campaign}
        broadcaster={target}
        updateFeature={actions.updateFeature}
        removeFeature={actions.removeFeature}
      />
      <FeatureBroadcasterModal
        key={target ?? ''}
        campaign={campaign}
        broadcaster={target ?? ''}
        feature={(body) => actions.feature(body)}
      />
      <SelectGroupsModal labels={labels} username={target} save={actions.saveGroups} />
      <NewGroupModal name={NEW_GROUP_MODAL} add={actions.addGroup} />
    </>
  );
}
