import { useUser } from '@advocate/api-client';
import { EmptyState, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useWatchParties } from './api/get-watch-parties.ts';
import { WatchPartyFrame } from './components/watch-party-frame.tsx';
import { frameSource } from './lib/frame-source.ts';
import { watchPartyTexts as texts } from './lib/watch-party-texts.ts';

/**
 * Watch party page (spec 02 §2): the first ready, non-deleted watch-party component of the
 * broadcaster's campaigns (the server's order), embedded in a frame.
 */
export function WatchPartyPage() {
  const { data, error } = useWatchParties();
  const { data: user } = useUser();
  const first = data?.map((party) => ({ party, src: frameSource(party.current_version.source) })).find((p) => p.src !== undefined);
  return (
    <>
      <PageTitle page={texts.page} />
      <div className="mt-6">
        {error ? <FormError message={error.message} /> : null}
        {!error && (!data || !user) ? <LoadingBar label={texts.loading} /> : null}
        {data && user && !first ? <EmptyState message={texts.empty} /> : null}
        {data && user && first?.src ? <WatchPartyFrame party={first.party} src={first.src} username={user.username} /> : null}
      </div>
    </>
  );
}
