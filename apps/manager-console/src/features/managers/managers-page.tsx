import { PageTitle } from '@advocate/ui-kit';

/** Managers page (spec 01 §2); its content is built by a later issue. */
export function ManagersPage() {
  return <PageTitle page="Managers" />;
}
