import type { Platform } from '@advocate/api-client';
import {
  clearChatbotTarget,
  clearInvite,
  clearSourceDomain,
  fullPage,
  inviteSignInFields,
  readChatbotTarget,
  readInvite,
  readSourceDomain,
  readToken,
  takeYouTubeConnect,
  useStartSession,
} from '@advocate/auth-and-guards';
import { useState } from 'react';
import { usePageTitle } from '@advocate/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { afterSignIn } from '../../shared/lib/destinations.ts';
import { consumeState, takeProviderNext } from '../../shared/lib/oauth.ts';
import { useGo } from '../../shared/lib/use-go.ts';
import { useCompleteChatbotAuthorisation } from './api/chatbot-authorisation.ts';
import { useProviderSignIn } from './api/provider-sign-in.ts';
import { useYouTubeConnect } from './api/youtube-connect.ts';
import { CALLBACK_FALLBACK } from './callback-error.ts';
import { CallbackStatus } from './callback-status.tsx';
import { profileAfterConnect } from './connect-callback-page.tsx';
import { useCallbackOnce } from './use-callback-once.ts';

/**
 * /auth/twitch and /auth/youtube: checks the state, sends the code with any stored invite, keeps
 * the session (third-party sign-in always stays logged in), clears the invite and continues.
 * With a chatbot authorisation under way the code sets the campaign's or team's chatbot instead.
 * A YouTube connect started on the profile (its state in the connect cookie, decision 701) links
 * the channel to the signed-in broadcaster and goes back to /profile; the session stays theirs.
 */
export function ProviderCallbackPage({ provider }: { provider: Platform }) {
  usePageTitle('Signing In');
  const [search] = useSearchParams();
  const youtubeConnect = useYouTubeConnect();
  const completeChatbotAuthorisation = useCompleteChatbotAuthorisation();
  const providerSignIn = useProviderSignIn();
  const startSession = useStartSession();
  const go = useGo();
  const [connecting, setConnecting] = useState(false);

  const error = useCallbackOnce(async () => {
    const code = search.get('code');
    const connectFor = provider === 'youtube' ? takeYouTubeConnect(search.get('state')) : null;
    if (connectFor) {
      setConnecting(true);
      if (!code || !readToken()) throw new Error(CALLBACK_FALLBACK);
      await youtubeConnect({ code, started_by: connectFor });
      const target = profileAfterConnect(readSourceDomain());
      clearSourceDomain();
      return fullPage.assign(target);
    }
    const stateMatches = consumeState(provider, search.get('state'));
    if (!code || !stateMatches) throw new Error(CALLBACK_FALLBACK);
    // A manager authorising a Twitch chatbot (spec 00 §2): no sign-in, the session stays theirs.
    // A chatbot cookie left by someone who is no longer signed in is dropped.
    const chatbot = provider === 'twitch' ? readChatbotTarget() : null;
    if (chatbot && readToken()) return fullPage.assign(await completeChatbotAuthorisation(chatbot, code));
    if (chatbot) clearChatbotTarget();
    const answer = await providerSignIn(provider, { code, ...inviteSignInFields(readInvite()) });
    startSession(answer, { stayLoggedIn: true });
    clearInvite();
    go(afterSignIn(answer.user, takeProviderNext()));
  });

  if (connecting)
    return <CallbackStatus error={error} returnTo={paths.broadcasterSignIn} backToProfile={profileAfterConnect(readSourceDomain())} />;
  return <CallbackStatus error={error} returnTo={paths.broadcasterSignIn} />;
}
