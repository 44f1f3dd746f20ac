import type { User } from '@advocate/api-client';
import { discordConnectUrl, fullPage, youtubeConnectUrl } from '@advocate/auth-and-guards';
import { Button } from '@advocate/ui-kit';
import { useState } from 'react';
import { useStartTwitterConnect } from '../api/start-twitter-connect.ts';
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
 * authorisation address (source-domain cookie first); Discord and YouTube go to their authorise
 * pages. YouTube's connect is bound to this broadcaster (decision 701): it links the channel to
 * them, or says that channel is another broadcaster's, and never signs anyone else in.
 */
export function ConnectBlocks({ user }: { user: User }) {
  const startTwitterConnect = useStartTwitterConnect();
  const [twitterFailed, setTwitterFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const connectTwitter = async () => {
    setBusy(true);
    try {
      await startTwitterConnect();
    } catch {
      setTwitterFailed(true);
      setBusy(false);
    }
  };
  const youtubeConnected = user.platforms.includes('youtube');
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
            <Button variant="secondary" onClick={() => fullPage.assign(youtubeConnectUrl(user.username))}>
              {t.connectYouTube}
            </Button>
          )}
        </Row>
      </ul>
    </section>
  );
}
