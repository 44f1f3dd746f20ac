import { messages } from '@advocate/validation';
import { failureText } from '@advocate/api-client';
import { appHostUrl, fullPage, storeChatbotTarget } from '@advocate/auth-and-guards';
import { Button, FormError, LoadingBar, Modal, useToast } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { useTeamChatbot } from '../api/get-team-chatbot.ts';
import { useSetTeamApprovedChatbot } from '../api/set-team-approved-chatbot.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

/**
 * Starts the Twitch authorisation of a team chatbot (spec 00 §2, 01 §6-§7): the team goes in the
 * chatbot cookie, the login app's broadcaster sign-in authorises the account, its callback sets it
 * with set_default_chatbot and comes back to /dashboard.
 */
export function authoriseTeamChatbot(teamId: number): void {
  storeChatbotTarget({ kind: 'team', id: teamId });
  fullPage.assign(appHostUrl('login') + paths.chatbotSignIn);
}

function ChatbotBody({ teamId }: { teamId: number }) {
  const { showToast } = useToast();
  const selectId = useId();
  const { data } = useTeamChatbot(teamId);
  const { trigger: setApproved } = useSetTeamApprovedChatbot(teamId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!data) return <LoadingBar label="Loading Chatbot" />;
  const others = data.approved_chatbots.filter((bot) => bot.login !== data.default_chatbot?.login);
  const use = async () => {
    setError(null);
    try {
      await setApproved(chosen);
      showToast(dashboardTexts.updated);
    } catch (error) {
      setError(failureText(error, messages.chatbotUpdateFailed));
    }
  };
  return (
    <div className="space-y-4 text-sm text-secondary">
      <p>
        {dashboardTexts.currentChatbot}:{' '}
        <span className="font-semibold">{data.default_chatbot?.label ?? dashboardTexts.defaultChatbot}</span>
      </p>
      {others.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
              {dashboardTexts.approvedChatbot}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">—</option>
              {others.map((bot) => (
                <option key={bot.login} value={bot.login}>
                  {bot.label}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!chosen} onClick={() => void use()}>
            {dashboardTexts.useChatbot}
          </Button>
        </div>
      ) : null}
      <FormError message={error} />
      <p className="text-gray-600">{dashboardTexts.chatbotNote}</p>
      <Button onClick={() => authoriseTeamChatbot(teamId)}>{dashboardTexts.authorise}</Button>
    </div>
  );
}

/** Set Default Chatbot (spec 01 §2): the team chatbot, an approved one to switch to, or a new Twitch account. */
export function ChatbotModal({ name, teamId }: { name: string; teamId: number }) {
  return (
    <Modal name={name} title={dashboardTexts.menu.chatbot}>
      <ChatbotBody teamId={teamId} />
    </Modal>
  );
}
