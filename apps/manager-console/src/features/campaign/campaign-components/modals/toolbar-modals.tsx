import type { CampaignSummary, Component } from '@advocate/api-client';
import { Button, useModalManager } from '@advocate/ui-kit';
import { useMemo } from 'react';
import { useCampaignStatuses } from '../api/get-campaign-statuses.ts';
import { FullscreenTriggerModal, TRIGGER_MODAL } from './fullscreen-trigger-modal.tsx';
import { activeUsernames, triggerableVideos } from './lib/modal-choices.ts';
import { LivePreviewModal, PREVIEW_MODAL } from './live-preview-modal.tsx';
import { modalsTexts } from './modals-texts.ts';
import { UPCOMING_MODAL, UpcomingPostsModal } from './upcoming-posts-modal.tsx';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

export interface ComponentsToolbarModalsProps {
  campaign: CampaignSummary;
  components: readonly Component[];
  /** canEditCampaigns and the campaign not ended: the toolbar's controls show only then. */
  canEdit: boolean;
}

/** Chatbot post types whose schedule the Upcoming Chatbot Posts modal lists. */
const CHATBOT_TYPES = [COMPONENT_TYPE.chatBot];

/**
 * The components page toolbar's Trigger Fullscreen Video, Preview Live Graphics and Upcoming
 * Chatbot Posts buttons with their modals (spec 01 §2). Each shows only when the campaign offers the
 * matching type; the trigger (a change) only for those who may edit, the two views for every
 * manager who sees the page (decision 446).
 */
export function ComponentsToolbarModals({ campaign, components, canEdit }: ComponentsToolbarModalsProps) {
  const { openModal } = useModalManager();
  const offers = (slug: string) => campaign.available_components.includes(slug as never);
  const showTrigger = canEdit && offers(COMPONENT_TYPE.fullscreenVideo);
  const showPreview = offers(COMPONENT_TYPE.liveGraphics);
  const showUpcoming = CHATBOT_TYPES.some(offers);
  const needsBroadcasters = showTrigger || showPreview;
  const statuses = useCampaignStatuses(campaign.slug, needsBroadcasters);
  const broadcasters = useMemo(() => activeUsernames(statuses.data ?? []), [statuses.data]);
  const videos = useMemo(() => triggerableVideos(components, new Date()), [components]);

  return (
    <>
      {showTrigger ? (
        <Button variant="secondary" onClick={() => openModal(TRIGGER_MODAL)}>
          {modalsTexts.triggerButton}
        </Button>
      ) : null}
      {showPreview ? (
        <Button variant="secondary" onClick={() => openModal(PREVIEW_MODAL)}>
          {modalsTexts.previewButton}
        </Button>
      ) : null}
      {showUpcoming ? (
        <Button variant="secondary" onClick={() => openModal(UPCOMING_MODAL)}>
          {modalsTexts.upcomingButton}
        </Button>
      ) : null}
      {showTrigger ? <FullscreenTriggerModal broadcasters={broadcasters} videos={videos} /> : null}
      {showPreview ? <LivePreviewModal campaign={campaign.slug} broadcasters={broadcasters} /> : null}
      {showUpcoming ? <UpcomingPostsModal slug={campaign.slug} /> : null}
    </>
  );
}
