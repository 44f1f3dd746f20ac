import { PageTitle } from '@advocate/ui-kit';

/** Stream preview page (spec 02 §2); its content is built by a later issue. */
export function StreamPreviewPage() {
  return <PageTitle page="Stream Preview" />;
}
