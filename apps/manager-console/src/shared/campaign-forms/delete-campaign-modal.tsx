import { ConfirmModal } from '@advocate/ui-kit';
import { useDeleteCampaign } from './api/delete-campaign.ts';

export const DELETE_CAMPAIGN_MODAL = 'delete-campaign';

/** Spec 01 §8: the failure text of ending or deleting a campaign. */
export const END_OR_DELETE_FAILED = "Couldn't end or delete campaign. Please try again later";

/**
 * The delete confirmation (spec 01 §2 Modals): the campaign and everything of it vanish for good
 * (spec 01 §4). `onDeleted` usually goes to /dashboard. Open with `openModal(DELETE_CAMPAIGN_MODAL)`.
 */
export function DeleteCampaignModal({ campaign, onDeleted }: { campaign: { slug: string; name: string }; onDeleted?: () => void }) {
  const remove = useDeleteCampaign();
  return (
    <ConfirmModal
      name={DELETE_CAMPAIGN_MODAL}
      title="Delete Campaign"
      message={
        <>
          Delete <strong>{campaign.name}</strong>? Its components, groups, statuses and results are removed permanently.
        </>
      }
      confirmLabel="Delete"
      failure={END_OR_DELETE_FAILED}
      onConfirm={() => remove(campaign.slug)}
      onConfirmed={onDeleted}
    />
  );
}
