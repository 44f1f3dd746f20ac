import { PageTitle } from '@advocate/ui-kit';

/** Twitter actions page (spec 02 §2); its content is built by a later issue. */
export function TwitterPage() {
  return <PageTitle page="Twitter" />;
}
