import type { User } from '@advocate/api-client';
import { Button, CheckboxField, FormError, TextField, useToast } from '@advocate/ui-kit';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useProfileForm } from '../lib/use-profile-form.ts';
import { profileTexts } from '../profile-texts.ts';

/**
 * The shared profile form, manager view (spec 02 §2): username, email and the Advocate-updates
 * choice; the current password appears while the email typed is a new address (decision 264).
 */
export function ProfileForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const { showToast } = useToast();
  const form = useProfileForm(user, { save, onSaved: () => showToast(profileTexts.saved) });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={profileTexts.formName} className="max-w-xl rounded-lg bg-white p-6 shadow-sm">
      <TextField label={profileTexts.username} autoComplete="username" field={form.field('username')} />
      <TextField label={profileTexts.email} type="email" autoComplete="email" field={form.field('email')} />
      {form.needsPassword ? (
        <TextField
          label={profileTexts.currentPassword}
          type="password"
          autoComplete="current-password"
          description={profileTexts.currentPasswordNote}
          field={form.field('current_password')}
        />
      ) : null}
      <CheckboxField label={profileTexts.advocateUpdates} name="email_receive_advocate_updates" {...form.advocateUpdates} />
      <Button type="submit" className="w-full sm:w-auto" disabled={form.submitting}>
        {profileTexts.save}
      </Button>
      <FormError message={form.formError} />
    </form>
  );
}
