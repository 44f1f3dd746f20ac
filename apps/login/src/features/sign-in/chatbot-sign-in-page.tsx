import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { usePageTitle } from '../../shared/lib/use-page-title.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/** What each Twitch scope the chatbot grants is used for. */
const permissions: Array<[scope: string, use: string]> = [
  ['user:read:email', 'Read the account’s email address, to identify the chatbot account.'],
  ['chat:read', 'Read chat, to see the channels it posts in.'],
  ['chat:edit', 'Send chat messages: the campaign posts and commands.'],
  ['channel:moderate', 'Hold moderator privileges, which channels require for regular posts. No other moderation is performed.'],
  ['moderation:read', 'Check that the chatbot is a moderator in each channel.'],
  ['channel:manage:moderators', 'Ask for moderator status in the channels of the campaign.'],
];

/** /login/chatbot: authorise a Twitch account as a campaign or team chatbot (spec 00 §2). */
export function ChatbotSignInPage() {
  usePageTitle('Chatbot Login');
  const [search] = useSearchParams();
  return (
    <AuthCard title="Chatbot Login">
      <p className="mb-4 text-sm text-secondary">
        Sign in with the Twitch account that will post in chat as the chatbot. It will be allowed to:
      </p>
      <ul aria-label="Chatbot permissions" className="mb-6 space-y-2 text-sm text-secondary">
        {permissions.map(([scope, use]) => (
          <li key={scope}>
            <code className="rounded bg-secondary-50 px-1 text-xs">{scope}</code> {use}
          </li>
        ))}
      </ul>
      <ProviderButtons providers={['twitch']} next={search.get('next')} />
    </AuthCard>
  );
}
