import { discordConnect, twitterConnect, useApiClient } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
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
import { CALLBACK_FALLBACK } from './callback-error.ts';
import { CallbackStatus } from './callback-status.tsx';
import { useCallbackOnce } from './use-callback-once.ts';

type Service = 'twitter' | 'discord';

function connect(api: ApiClient, service: Service, search: URLSearchParams) {
  if (service === 'twitter') {
    const oauth_token = search.get('oauth_token');
    const oauth_verifier = search.get('oauth_verifier');
    if (!oauth_token || !oauth_verifier) throw new Error(CALLBACK_FALLBACK);
    return twitterConnect(api, { oauth_token, oauth_verifier });
  }
  const code = search.get('code');
  // Discord is OAuth 2: its state was stored by discordConnectUrl() on the host that started it.
  if (!consumeConnectState(search.get('state')) || !code) throw new Error(CALLBACK_FALLBACK);
  return discordConnect(api, { code, callback_url: discordCallbackUrl() });
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
  const api = useApiClient();

  const error = useCallbackOnce(async () => {
    await connect(api, service, search);
    const target = profileAfterConnect(readSourceDomain());
    clearSourceDomain();
    fullPage.assign(target);
  });

  return <CallbackStatus error={error} returnTo={paths.chooser} />;
}
