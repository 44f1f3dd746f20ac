import { firstErrorText, useUser } from '@advocate/api-client';
import { needsProfileFirst } from '@advocate/auth-and-guards';
import { FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { InvitationsSection } from '../../shared/invitations/invitations-section.tsx';
import { ApiKeyBlock } from './components/api-key-block.tsx';
import { ApplicationForm } from './components/application-form.tsx';
import { ConnectBlocks } from './components/connect-blocks.tsx';
import { LegalLinks } from './components/legal-links.tsx';
import { NotificationForm } from './components/notification-form.tsx';
import { PaymentsBlock } from './components/payments-block.tsx';
import { BrowserSourceBlock, TeamBlock } from './components/team-and-source.tsx';
import { profileTexts } from './lib/profile-texts.ts';

/**
 * /profile, broadcaster view (spec 02 §2): the open invitations while the broadcaster is held on this
 * page (decision 358), the application (Member Details) while there is none and
 * no team, the submitted message while nothing can be assigned yet (decision 357), team and squad,
 * browser source, connections, email and notification settings, API key, then the payment statements
 * across the page's width (their lines table needs it), legal links.
 */
export function ProfilePage() {
  const { data: user, error } = useUser();
  if (!user) {
    return (
      <div className="space-y-6">
        <PageTitle page={profileTexts.title} />
        {error ? <FormError message={firstErrorText(error)} /> : <LoadingBar label={profileTexts.loading} />}
      </div>
    );
  }
  const showApplication = !user.has_application && !user.profile.current_team;
  const submitted = user.has_application && user.campaigns.length === 0;
  return (
    <div className="space-y-6">
      <PageTitle page={profileTexts.title} />
      {submitted ? (
        <p role="status" className="rounded-lg border-l-4 border-green-500 bg-white p-4 text-sm text-secondary shadow-sm">
          {profileTexts.applicationSubmitted}
        </p>
      ) : null}
      {needsProfileFirst(user) ? <InvitationsSection hideWhenEmpty /> : null}
      {showApplication ? <ApplicationForm user={user} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <TeamBlock user={user} />
          {user.profile.browsersource ? <BrowserSourceBlock link={user.profile.browsersource} /> : null}
          <ConnectBlocks user={user} />
        </div>
        <div className="min-w-0 space-y-6">
          <NotificationForm key={user.id} user={user} />
          <ApiKeyBlock masked={user.api_key} />
        </div>
      </div>
      <PaymentsBlock />
      <LegalLinks />
    </div>
  );
}
