import { CAMPAIGN_WIZARD_MODAL, CampaignWizard } from '../../../shared/campaign-forms/index.ts';
import { Button, useModalManager } from '@advocate/ui-kit';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

/** The admin-only 'Create New Campaign' button (spec 01 §2, §6): opens the four-page creation wizard. */
export function CreateCampaignButton() {
  const { openModal } = useModalManager();
  return (
    <>
      <Button onClick={() => openModal(CAMPAIGN_WIZARD_MODAL)}>{dashboardTexts.createCampaign}</Button>
      <CampaignWizard />
    </>
  );
}
