import type { ProfileUpdate, User } from '@advocate/api-client';
import { email, notificationForm, profileForm, when } from '@advocate/validation';
import type { notificationCodes } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import type { FieldBinding } from '@advocate/ui-kit';
import { Button, CheckboxField, FormError, TextField, useForm, useToast } from '@advocate/ui-kit';
import { useId } from 'react';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileTexts } from '../lib/profile-texts.ts';
import { profileSaveErrors } from '../lib/profile-save-errors.ts';
import { ChoiceGroup } from './choice-group.tsx';

type Code = (typeof notificationCodes)[number];
const t = profileTexts.notifications;
const SERVER_FIELDS = [
  'username',
  'email',
  'phone_number',
  'twitter',
  'profile.selected_notifications',
  'email_receive_advocate_updates',
  'non_field_errors',
] as const;

/**
 * The shared profile form (username, email, Advocate updates) with the notification settings
 * (spec 02 §2, §5): phone, Twitter handle and the preferred notification E, S or D, whose rules
 * need a phone number for S and a connected Discord for D. A broadcaster whose provider gave no
 * email may keep it empty (decision 234). `discord` is the connected account, read only.
 */
function rulesFor(user: User): FormRules {
  return {
    username: profileForm.username,
    email: user.email === '' ? [email] : profileForm.email,
    phone_number: notificationForm.phone_number,
    twitter: notificationForm.twitter,
    selected_notifications: [when((all) => Boolean(all.selected_notifications), ...notificationForm.selected_notifications)],
  };
}

export function NotificationForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const { showToast } = useToast();
  const headingId = useId();
  const form = useForm(
    {
      username: user.username,
      email: user.email,
      phone_number: user.phone_number ?? '',
      twitter: user.profile.twitter ?? '',
      selected_notifications: user.profile.selected_notifications ?? '',
      discord: user.discord ?? '',
      email_receive_sponsorship_offers: user.profile.email_receive_sponsorship_offers,
      email_receive_advocate_updates: user.email_receive_advocate_updates,
    },
    rulesFor(user),
    { serverErrors: profileSaveErrors(SERVER_FIELDS) },
  );
  const text = (name: 'username' | 'email' | 'phone_number' | 'twitter'): FieldBinding => ({
    name,
    value: form.values[name],
    onChange: (value) => form.set(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const body: ProfileUpdate = {
      username: values.username.trim(),
      email: values.email.trim(),
      phone_number: values.phone_number.trim() || null,
      twitter: values.twitter.trim() || null,
      email_receive_advocate_updates: values.email_receive_advocate_updates,
      profile: {
        selected_notifications: values.selected_notifications || null,
        email_receive_sponsorship_offers: values.email_receive_sponsorship_offers,
      },
    };
    await save(body);
    showToast(t.saved);
  });

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t.heading} className="max-w-xl">
        <TextField label={t.username} autoComplete="username" field={text('username')} />
        <TextField label={t.email} type="email" autoComplete="email" field={text('email')} />
        <TextField label={t.phone} description={t.phoneNote} autoComplete="tel" field={text('phone_number')} />
        <TextField label={t.twitter} field={text('twitter')} />
        <ChoiceGroup
          kind="radio"
          legend={t.preferred}
          options={t.codes}
          selected={form.values.selected_notifications ? [form.values.selected_notifications as Code] : []}
          onChange={([code]) => form.set('selected_notifications', code)}
          onBlur={() => form.touch('selected_notifications')}
          error={form.errorOf('selected_notifications') ?? form.errorOf('profile.selected_notifications')}
        />
        <CheckboxField
          label={t.sponsorshipOffers}
          checked={form.values.email_receive_sponsorship_offers}
          onChange={(checked) => form.set('email_receive_sponsorship_offers', checked)}
        />
        <CheckboxField
          label={t.advocateUpdates}
          checked={form.values.email_receive_advocate_updates}
          onChange={(checked) => form.set('email_receive_advocate_updates', checked)}
          error={form.errorOf('email_receive_advocate_updates')}
        />
        <Button type="submit" className="mt-2 w-full sm:w-auto" disabled={form.submitting}>
          {t.save}
        </Button>
        <FormError message={form.formError} />
      </form>
    </section>
  );
}
