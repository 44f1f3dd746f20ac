import { PageTitle } from '@advocate/ui-kit';

/** Broadcaster profile (spec 02 §2); its content is built by a later issue. */
export function ProfilePage() {
  return <PageTitle page="Profile" />;
}
