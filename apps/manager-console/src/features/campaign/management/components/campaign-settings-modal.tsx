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
  onSaved: (saved: CampaignDetail) => void;
  onChatbotChanged: () => void;
}

/** Campaign Settings (spec 01 §2): the settings, the campaign's chatbot and, for admins, the chatbot post form. */
export function CampaignSettingsModal({ name, slug, campaign, chatbots, isAdmin, onSaved, onChatbotChanged }: CampaignSettingsModalProps) {
  return (
    <Modal name={name} title={managementTexts.settings} widthClass="max-w-2xl">
      {campaign ? <SettingsForm campaign={campaign} onSaved={onSaved} /> : <LoadingBar label="Loading Campaign" />}
      <ChatbotSection slug={slug} chatbots={chatbots} onChanged={onChatbotChanged} />
      {isAdmin ? <ChatbotPostForm slug={slug} /> : null}
    </Modal>
  );
}
