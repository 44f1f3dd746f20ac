import { PageTitle } from '@advocate/ui-kit';

/** Twitch Panels page (spec 02 §2); its content is built by a later issue. */
export function PanelsPage() {
  return <PageTitle page="Twitch Panels" />;
}
