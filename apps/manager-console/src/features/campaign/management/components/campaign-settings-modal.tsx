import type { CampaignChatbots, CampaignDetail } from '@advocate/api-client';
import { LoadingBar, Modal } from '@advocate/ui-kit';
import { managementTexts } from '../management-texts.ts';
import { ChatbotPostForm } from './chatbot-post-form.tsx';
import { ChatbotSection } from './chatbot-section.tsx';
import { SettingsForm } from './settings-form.tsx';

export interface CampaignSettingsModalProps {
  name: string;
  slug: string;
  campaign: CampaignDetail | undefined;
  chatbots: CampaignChatbots | undefined;
  isAdmin: boolean;
}

/** Campaign Settings (spec 01 §2): the settings, the campaign's chatbot and, for admins, the chatbot post form. */
export function CampaignSettingsModal({ name, slug, campaign, chatbots, isAdmin }: CampaignSettingsModalProps) {
  return (
    <Modal name={name} title={managementTexts.settings} widthClass="max-w-2xl">
      {campaign ? <SettingsForm campaign={campaign} /> : <LoadingBar label="Loading Campaign" />}
      <ChatbotSection slug={slug} chatbots={chatbots} />
      {isAdmin ? <ChatbotPostForm slug={slug} /> : null}
    </Modal>
  );
}
