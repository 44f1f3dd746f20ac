import { usePageTitle } from '@advocate/ui-kit';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';

/** What each Twitch scope a chatbot account grants is used for. */
const CHATBOT_PERMISSIONS: Array<[scope: string, use: string]> = [
  ['user:read:email', 'Read the account’s email address, to identify the chatbot account.'],
  ['chat:read', 'Read chat, to see the channels it posts in.'],
  ['chat:edit', 'Send chat messages: the campaign posts and commands.'],
  ['channel:moderate', 'Hold moderator privileges, which channels require for regular posts. No other moderation is performed.'],
  ['moderation:read', 'Check that the chatbot is a moderator in each channel.'],
  ['channel:manage:moderators', 'Ask for moderator status in the channels of the campaign.'],
];

/**
 * /login/chatbot: what authorising a Twitch chatbot account means (spec 00 §2). It has no sign-in
 * button: authorising starts from the manager console (campaign Management, team menu), which sets
 * the chatbot cookie and goes through /login/broadcaster (decisions 163, 333).
 */
export function ChatbotSignInPage() {
  usePageTitle('Chatbot Login');
  return (
    <AuthCard title="Chatbot Login" footer={<TextLink to={paths.chooser}>Back</TextLink>}>
      <p className="mb-4 text-sm text-secondary">
        A chatbot is the Twitch account that posts in chat for a campaign or a team. Authorising it grants these permissions:
      </p>
      <ul aria-label="Chatbot permissions" className="mb-6 space-y-2 text-sm text-secondary">
        {CHATBOT_PERMISSIONS.map(([scope, use]) => (
          <li key={scope}>
            <code className="rounded bg-secondary-50 px-1 text-xs">{scope}</code> {use}
          </li>
        ))}
      </ul>
      <section aria-label="About permissions" className="mb-6 space-y-2 rounded-md bg-secondary-50 p-4 text-sm text-secondary">
        <p>Live chat and room messages are never sent through a broadcaster&apos;s account unless they enable it as a chatbot.</p>
        <p>A chatbot receives moderator privileges only so that it can post in chat; it performs no other moderation.</p>
      </section>
      <p className="text-sm font-medium text-secondary">
        Chatbot accounts are authorised from a campaign&apos;s Management tab or from the team settings in the manager console.
      </p>
    </AuthCard>
  );
}
