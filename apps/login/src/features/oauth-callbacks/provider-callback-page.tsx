import { providerSignIn, useApiClient } from '@advocate/api-client';
import type { Platform } from '@advocate/api-client';
import { clearChatbotTarget, clearInvite, fullPage, inviteSignInFields, readChatbotTarget, readInvite, readToken, useStartSession } from '@advocate/auth-and-guards';
import { usePageTitle } from '@advocate/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { afterSignIn } from '../../shared/lib/destinations.ts';
import { consumeState, takeProviderNext } from '../../shared/lib/oauth.ts';
import { useGo } from '../../shared/lib/use-go.ts';
import { CALLBACK_FALLBACK } from './callback-error.ts';
import { completeChatbotAuthorisation } from './chatbot-authorisation.ts';
import { CallbackStatus } from './callback-status.tsx';
import { useCallbackOnce } from './use-callback-once.ts';

/**
 * /auth/twitch and /auth/youtube: checks the state, sends the code with any stored invite, keeps
 * the session (third-party sign-in always stays logged in), clears the invite and continues.
 * With a chatbot authorisation under way the code sets the campaign's or team's chatbot instead.
 */
export function ProviderCallbackPage({ provider }: { provider: Platform }) {
  usePageTitle('Signing In');
  const [search] = useSearchParams();
  const api = useApiClient();
  const startSession = useStartSession();
  const go = useGo();

  const error = useCallbackOnce(async () => {
    const code = search.get('code');
    const stateMatches = consumeState(provider, search.get('state'));
    if (!code || !stateMatches) throw new Error(CALLBACK_FALLBACK);
    // A manager authorising a Twitch chatbot (spec 00 §2): no sign-in, the session stays theirs.
    // A chatbot cookie left by someone who is no longer signed in is dropped.
    const chatbot = provider === 'twitch' ? readChatbotTarget() : null;
    if (chatbot && readToken()) return fullPage.assign(await completeChatbotAuthorisation(api, chatbot, code));
    if (chatbot) clearChatbotTarget();
    const answer = await providerSignIn(api, provider, { code, ...inviteSignInFields(readInvite()) });
    startSession(answer, { stayLoggedIn: true });
    clearInvite();
    go(afterSignIn(answer.user, takeProviderNext()));
  });

  return <CallbackStatus error={error} returnTo={paths.broadcasterSignIn} />;
}
