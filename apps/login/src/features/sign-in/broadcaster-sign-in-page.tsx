import { usePageTitle } from '@advocate/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

/** /login/broadcaster: Twitch or YouTube sign-in and the permissions notice of spec 00 §2. */
export function BroadcasterSignInPage() {
  usePageTitle('Broadcaster Login');
  const [search] = useSearchParams();
  return (
    <AuthCard title="Broadcaster Login" footer={<TextLink to={paths.chooser}>Back</TextLink>}>
      <ProviderButtons providers={['twitch', 'youtube']} next={search.get('next')} />
      <section aria-label="About permissions" className="mt-6 space-y-2 rounded-md bg-secondary-50 p-4 text-sm text-secondary">
        <p>Your Twitch or YouTube account serves as your Advocate broadcaster account.</p>
        <p>Live chat and room messages are never sent through your account unless you enable it as a chatbot.</p>
        <p>A chatbot receives moderator privileges only so that it can post in chat; it performs no other moderation.</p>
      </section>
    </AuthCard>
  );
}
