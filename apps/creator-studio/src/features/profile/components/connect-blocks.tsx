import { useApiClient } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import { appHostUrl, discordConnectUrl, fullPage, setSourceDomainCookie, startTwitterConnect } from '@advocate/auth-and-guards';
import { appPaths } from '@advocate/auth-and-guards/policies';
import { Button, buttonClasses } from '@advocate/ui-kit';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.connections;

function Row({ name, account, children }: { name: string; account: string | null; children: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-secondary">{name}</p>
        <p className="break-all text-sm text-gray-600">{account ? `${t.connectedAs} ${account}` : t.notConnected}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}

/**
 * Connect blocks for Twitter, Discord and YouTube (spec 02 §2, §4): Twitter asks the API for an
 * authorisation address (source-domain cookie first); Discord goes to its authorise page; YouTube
 * goes through the broadcaster sign-in, which links a second platform to a signed-in broadcaster
 * (decision 223) and comes back to this page.
 */
export function ConnectBlocks({ user }: { user: User }) {
  const api = useApiClient();
  const [twitterFailed, setTwitterFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const connectTwitter = async () => {
    setBusy(true);
    try {
      await startTwitterConnect(api);
    } catch {
      setTwitterFailed(true);
      setBusy(false);
    }
  };
  const youtubeConnected = user.platforms.includes('youtube');
  const youtubeHref = `${appHostUrl('login')}${appPaths.login.chooser}/broadcaster?next=${encodeURIComponent(`${appHostUrl('creator')}${paths.profile}`)}`;
  return (
    <section aria-labelledby="connections-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id="connections-heading" className="text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      <ul className="divide-y divide-gray-100">
        <Row name={t.twitter} account={user.has_twitter_oauth ? user.twitter : null}>
          <Button variant="secondary" onClick={() => void connectTwitter()} disabled={busy}>
            {twitterFailed ? t.twitterFailed : user.has_twitter_oauth ? t.reconnect : t.connectTwitter}
          </Button>
        </Row>
        <Row name={t.discord} account={user.discord}>
          <Button variant="secondary" onClick={() => fullPage.assign(discordConnectUrl())}>
            {user.discord ? t.reconnect : t.connectDiscord}
          </Button>
        </Row>
        <Row name={t.youtube} account={youtubeConnected ? user.youtube : null}>
          {youtubeConnected ? null : (
            <a className={buttonClasses('secondary')} href={youtubeHref} onClick={() => setSourceDomainCookie()}>
              {t.connectYouTube}
            </a>
          )}
        </Row>
      </ul>
    </section>
  );
}
