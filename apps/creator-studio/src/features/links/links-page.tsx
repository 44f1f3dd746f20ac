import { PageTitle } from '@advocate/ui-kit';

/** Custom links page (spec 02 §2); its content is built by a later issue. */
export function LinksPage() {
  return <PageTitle page="Custom Links" />;
}
