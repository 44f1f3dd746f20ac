import { Button, FormError, Modal, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { END_OR_DELETE_FAILED } from './delete-campaign-modal.tsx';
import { useEndCampaign } from './use-campaign-mutations.ts';

export const END_CAMPAIGN_MODAL = 'end-campaign';

/**
 * 'End Campaign' confirmation (spec 01 §2 management menu): sets end_date to now; every Active,
 * Pending, Flagged and Deactivated broadcaster becomes 'Campaign Ended' on the server. `onEnded`
 * goes to /dashboard (spec 01 §2). Open with `openModal(END_CAMPAIGN_MODAL)`.
 */
export function EndCampaignModal({ campaign, onEnded }: { campaign: { slug: string; name: string }; onEnded?: () => void }) {
  return (
    <Modal name={END_CAMPAIGN_MODAL} title="End Campaign">
      <EndBody campaign={campaign} onEnded={onEnded} />
    </Modal>
  );
}

function EndBody({ campaign, onEnded }: { campaign: { slug: string; name: string }; onEnded?: () => void }) {
  const end = useEndCampaign();
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await end(campaign.slug);
      closeModal(END_CAMPAIGN_MODAL);
      onEnded?.();
    } catch {
      setError(END_OR_DELETE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="text-sm text-secondary">
        End <strong>{campaign.name}</strong> now? Its broadcasters stop carrying it and it can no longer be changed.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(END_CAMPAIGN_MODAL)}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          End Campaign
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
