import { messages } from '@advocate/validation';
import { failureText } from '@advocate/api-client';
import type { CampaignChatbots } from '@advocate/api-client';
import { appHostUrl, fullPage, storeChatbotTarget } from '@advocate/auth-and-guards';
import { Button, FormError, useToast } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { paths } from '../../../../config/paths.ts';
import { useSetApprovedChatbot } from '../api/set-approved-chatbot.ts';
import { managementTexts } from '../management-texts.ts';

/**
 * The campaign's Twitch chatbot in the settings modal (spec 01 §2, §3, §9): the current account
 * ('advogg (default)' for the default one), a choice among the approved chatbots, and authorising a
 * new Twitch account through the broadcaster login, which returns to this management page.
 */
export function ChatbotSection({ slug, chatbots }: { slug: string; chatbots: CampaignChatbots | undefined }) {
  const setApprovedChatbot = useSetApprovedChatbot(slug).trigger;
  const { showToast } = useToast();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = chatbots?.twitch_chatbot_account;
  const value = chosen || current?.login || '';

  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      await setApprovedChatbot(value);
      showToast(managementTexts.updated);
    } catch (error) {
      setError(failureText(error, messages.chatbotUpdateFailed));
    } finally {
      setBusy(false);
    }
  };

  const authorise = () => {
    storeChatbotTarget({ kind: 'campaign', slug });
    fullPage.assign(appHostUrl('login') + paths.chatbotSignIn);
  };

  return (
    <section aria-labelledby={`${selectId}-title`} className="mt-6 border-t border-gray-200 pt-4">
      <h3 id={`${selectId}-title`} className="mb-2 font-semibold text-secondary">
        {managementTexts.chatbotTitle}
      </h3>
      <p className="mb-3 text-sm text-secondary">
        {managementTexts.chatbotCurrent}: <strong data-testid="current-chatbot">{current?.label ?? '…'}</strong>
      </p>
      {chatbots && chatbots.approved_chatbots.length > 1 ? (
        <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-secondary">
              {managementTexts.chatbotChoose}
            </label>
            <select
              id={selectId}
              value={value}
              onChange={(event) => setChosen(event.target.value)}
              className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-secondary"
            >
              {chatbots.approved_chatbots.map((account) => (
                <option key={account.login} value={account.login}>
                  {account.label}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={busy || value === current?.login} onClick={() => void use()}>
            {managementTexts.chatbotUse}
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" onClick={authorise}>
        {managementTexts.chatbotAuthorise}
      </Button>
      <p className="mt-1 text-xs text-gray-600">{managementTexts.chatbotAuthoriseNote}</p>
      <FormError message={error} />
    </section>
  );
}
