import { PageTitle } from '@advocate/ui-kit';

/** Client dashboard (spec 01 §2); its content is built by a later issue. */
export function DashboardPage() {
  return <PageTitle page="Dashboard" />;
}
