import type { CampaignDetail } from '@advocate/api-client';
import { Wizard, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { campaignUpdateForm } from '@advocate/validation';
import { campaignUpdateBody, detailsValuesOf, type DetailsValues } from './campaign-values.ts';
import { DetailsPage } from './details-page.tsx';
import { useUpdateCampaign } from './api/update-campaign.ts';
import { campaignSaveErrors } from './campaign-save-errors.ts';

export const CAMPAIGN_UPDATE_MODAL = 'update-campaign';
const FIELDS = ['name', 'start_date', 'end_date', 'client', 'website', 'description'] as const;

/**
 * 'Update Campaign' (spec 01 §2 Modals): the single Details page with an 'Update' button; on
 * success 'Update Succeeded!' (spec 01 §8). Open with `openModal(CAMPAIGN_UPDATE_MODAL)`.
 */
export function CampaignUpdateModal({ campaign, onUpdated }: { campaign: CampaignDetail; onUpdated?: (campaign: CampaignDetail) => void }) {
  const { isOpen } = useModalManager();
  return isOpen(CAMPAIGN_UPDATE_MODAL) ? <UpdateForm campaign={campaign} onUpdated={onUpdated} /> : null;
}

function UpdateForm({ campaign, onUpdated }: { campaign: CampaignDetail; onUpdated?: (campaign: CampaignDetail) => void }) {
  const form = useForm<DetailsValues>(detailsValuesOf(campaign), campaignUpdateForm, { serverErrors: campaignSaveErrors(FIELDS) });
  const update = useUpdateCampaign();
  const { closeModal } = useModalManager();
  const { showToast } = useToast();

  const submit = async () => {
    if (!form.check(FIELDS)) return;
    form.setFormError(null);
    try {
      const updated = await update(campaign.slug, campaignUpdateBody(form.values));
      closeModal(CAMPAIGN_UPDATE_MODAL);
      showToast('Update Succeeded!');
      onUpdated?.(updated);
    } catch (error) {
      form.showServerError(error);
    }
  };

  return (
    <Wizard
      name={CAMPAIGN_UPDATE_MODAL}
      title="Update Campaign"
      editing
      onSubmit={submit}
      error={form.formError}
      pages={[{ title: 'Details', content: <DetailsPage field={form.field} /> }]}
    />
  );
}
