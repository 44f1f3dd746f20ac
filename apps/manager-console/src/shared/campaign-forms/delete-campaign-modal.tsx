import { Button, Modal, useModalManager } from '@advocate/ui-kit';
import { FormError } from '@advocate/ui-kit';
import { useState } from 'react';
import { useDeleteCampaign } from './use-campaign-mutations.ts';

export const DELETE_CAMPAIGN_MODAL = 'delete-campaign';

/** Spec 01 §8: the failure text of ending or deleting a campaign. */
export const END_OR_DELETE_FAILED = "Couldn't end or delete campaign. Please try again later";

/**
 * The delete confirmation (spec 01 §2 Modals): the campaign and everything of it vanish for good
 * (spec 01 §4). `onDeleted` usually goes to /dashboard. Open with `openModal(DELETE_CAMPAIGN_MODAL)`.
 */
export function DeleteCampaignModal({ campaign, onDeleted }: { campaign: { slug: string; name: string }; onDeleted?: () => void }) {
  return (
    <Modal name={DELETE_CAMPAIGN_MODAL} title="Delete Campaign">
      <DeleteBody campaign={campaign} onDeleted={onDeleted} />
    </Modal>
  );
}

function DeleteBody({ campaign, onDeleted }: { campaign: { slug: string; name: string }; onDeleted?: () => void }) {
  const remove = useDeleteCampaign();
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove(campaign.slug);
      closeModal(DELETE_CAMPAIGN_MODAL);
      onDeleted?.();
    } catch {
      setError(END_OR_DELETE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="text-sm text-secondary">
        Delete <strong>{campaign.name}</strong>? Its components, groups, statuses and results are removed permanently.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(DELETE_CAMPAIGN_MODAL)}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          Delete
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
