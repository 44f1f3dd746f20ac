import { PageTitle } from '@advocate/ui-kit';

/** Campaign list of the manager's scope; its content is built by a later issue. */
export function CampaignsPage() {
  return <PageTitle page="Campaigns" />;
}
