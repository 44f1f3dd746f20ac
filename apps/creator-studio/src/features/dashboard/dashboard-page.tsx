import { PageTitle } from '@advocate/ui-kit';

/** Broadcaster dashboard (spec 02 §2); its content is built by a later issue. */
export function DashboardPage() {
  return <PageTitle page="Dashboard" />;
}
