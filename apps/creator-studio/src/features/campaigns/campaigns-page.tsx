import { PageTitle } from '@advocate/ui-kit';

/** Broadcaster campaigns page (spec 02 §2); its content is built by a later issue. */
export function CampaignsPage() {
  return <PageTitle page="Campaigns" />;
}
