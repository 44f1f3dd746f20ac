export { CAMPAIGN_WIZARD_MODAL, CampaignWizard } from './campaign-wizard.tsx';
export type { CampaignWizardProps } from './campaign-wizard.tsx';
export { CAMPAIGN_UPDATE_MODAL, CampaignUpdateModal } from './campaign-update-modal.tsx';
export { SPONSOR_MODAL, SponsorModal } from './sponsor-modal.tsx';
export { DELETE_CAMPAIGN_MODAL, DeleteCampaignModal, END_OR_DELETE_FAILED } from './delete-campaign-modal.tsx';
export { useCreateCampaign, useDeleteCampaign, useEndCampaign, useUpdateCampaign } from './use-campaign-mutations.ts';
export { COMPONENT_TYPE_NAMES } from './campaign-values.ts';
export { END_CAMPAIGN_MODAL, EndCampaignModal } from './end-campaign-modal.tsx';
