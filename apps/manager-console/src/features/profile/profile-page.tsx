import { firstErrorText, useUser } from '@advocate/api-client';
import { FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { ProfileForm } from './components/profile-form.tsx';
import { profileTexts } from './profile-texts.ts';

/** /profile, manager view (spec 00 §2): the shared profile form, with a loading bar until the user arrives. */
export function ProfilePage() {
  const { data: user, error } = useUser();
  return (
    <div className="space-y-6">
      <PageTitle page={profileTexts.title} />
      {user ? (
        <ProfileForm user={user} />
      ) : error ? (
        <FormError message={firstErrorText(error)} />
      ) : (
        <LoadingBar label={profileTexts.loading} />
      )}
    </div>
  );
}
