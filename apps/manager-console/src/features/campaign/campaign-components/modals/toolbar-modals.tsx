import type { CampaignSummary, Component } from '@advocate/api-client';

export interface ComponentsToolbarModalsProps {
  campaign: CampaignSummary;
  components: readonly Component[];
  /** canEditCampaigns and the campaign not ended: the toolbar's controls show only then. */
  canEdit: boolean;
}

/**
 * The components page toolbar's Trigger Fullscreen Video, Preview Live Graphics and Upcoming
 * Chatbot Posts buttons with their modals (spec 01 §2). Seam for issue 7: built by the modals slice.
 */
export function ComponentsToolbarModals(_props: ComponentsToolbarModalsProps) {
  return null;
}
