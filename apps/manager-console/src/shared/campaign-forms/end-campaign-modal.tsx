import { ConfirmModal } from '@advocate/ui-kit';
import { END_OR_DELETE_FAILED } from './delete-campaign-modal.tsx';
import { useEndCampaign } from './api/end-campaign.ts';

export const END_CAMPAIGN_MODAL = 'end-campaign';

/**
 * 'End Campaign' confirmation (spec 01 §2 management menu): sets end_date to now; every Active,
 * Pending, Flagged and Deactivated broadcaster becomes 'Campaign Ended' on the server. `onEnded`
 * goes to /dashboard (spec 01 §2). Open with `openModal(END_CAMPAIGN_MODAL)`.
 */
export function EndCampaignModal({ campaign, onEnded }: { campaign: { slug: string; name: string }; onEnded?: () => void }) {
  const end = useEndCampaign();
  return (
    <ConfirmModal
      name={END_CAMPAIGN_MODAL}
      title="End Campaign"
      message={
        <>
          End <strong>{campaign.name}</strong> now? Its broadcasters stop carrying it and it can no longer be changed.
        </>
      }
      confirmLabel="End Campaign"
      failure={END_OR_DELETE_FAILED}
      onConfirm={() => end(campaign.slug)}
      onConfirmed={onEnded}
    />
  );
}
