import { PageTitle } from '@advocate/ui-kit';

/** Watch party page (spec 02 §2); its content is built by a later issue. */
export function WatchPartyPage() {
  return <PageTitle page="Watch Party" />;
}
