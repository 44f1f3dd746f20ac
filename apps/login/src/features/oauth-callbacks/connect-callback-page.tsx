import {
  appHostUrl,
  clearSourceDomain,
  consumeConnectState,
  discordCallbackUrl,
  fullPage,
  isAppHostUrl,
  readSourceDomain,
} from '@advocate/auth-and-guards';
import { usePageTitle } from '@advocate/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useDiscordConnect } from './api/discord-connect.ts';
import { useTwitterConnect } from './api/twitter-connect.ts';
import { CALLBACK_FALLBACK } from './callback-error.ts';
import { CallbackStatus } from './callback-status.tsx';
import { useCallbackOnce } from './use-callback-once.ts';

type Service = 'twitter' | 'discord';

/** Connects the account of the callback's query (Twitter: OAuth 1 token and verifier; Discord: the code and its state). */
function useConnect(service: Service): (search: URLSearchParams) => Promise<unknown> {
  const twitterConnect = useTwitterConnect();
  const discordConnect = useDiscordConnect();
  return (search) => {
    if (service === 'twitter') {
      const oauth_token = search.get('oauth_token');
      const oauth_verifier = search.get('oauth_verifier');
      if (!oauth_token || !oauth_verifier) throw new Error(CALLBACK_FALLBACK);
      return twitterConnect({ oauth_token, oauth_verifier });
    }
    const code = search.get('code');
    // Discord is OAuth 2: its state was stored by discordConnectUrl() on the host that started it.
    if (!consumeConnectState(search.get('state')) || !code) throw new Error(CALLBACK_FALLBACK);
    return discordConnect({ code, callback_url: discordCallbackUrl() });
  };
}

/** The profile page to return to: on the host that started the connect, else the creator host. */
export function profileAfterConnect(sourceDomain: string | null): string {
  const source = sourceDomain && isAppHostUrl(sourceDomain) ? new URL(sourceDomain).origin : null;
  // The login host has no /profile of its own.
  const origin = source && source !== new URL(appHostUrl('login')).origin ? source : appHostUrl('creator');
  return `${origin}/profile`;
}

/** /auth/twitter and /auth/discord (signed in): connect the account, then go to /profile (spec 00 §4). */
export function ConnectCallbackPage({ service }: { service: Service }) {
  usePageTitle('Connecting');
  const [search] = useSearchParams();
  const connect = useConnect(service);

  const error = useCallbackOnce(async () => {
    await connect(search);
    const target = profileAfterConnect(readSourceDomain());
    clearSourceDomain();
    fullPage.assign(target);
  });

  return <CallbackStatus error={error} returnTo={paths.chooser} />;
}
