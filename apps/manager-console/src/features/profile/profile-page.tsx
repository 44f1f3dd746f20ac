import { PageTitle } from '@advocate/ui-kit';

/** Manager profile view (spec 00 §2); its content is built by a later issue. */
export function ProfilePage() {
  return <PageTitle page="Profile" />;
}
