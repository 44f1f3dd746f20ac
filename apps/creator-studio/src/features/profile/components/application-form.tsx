import type { ProfileUpdate, User } from '@advocate/api-client';
import { applicationForm, parseDateYmd } from '@advocate/validation';
import type { FieldBinding } from '@advocate/ui-kit';
import { Button, FormError, TextField, useForm } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileTexts } from '../lib/profile-texts.ts';
import { profileSaveErrors } from '../lib/profile-save-errors.ts';
import { ChoiceGroup } from './choice-group.tsx';

type Platform = keyof typeof profileTexts.platformLabels;
type ContentType = keyof typeof profileTexts.contentTypeLabels;

const SERVER_FIELDS = [
  'profile.application_full_name',
  'profile.application_date_of_birth',
  'profile.application_organization',
  'profile.application_streams_on_which_platforms',
  'profile.application_stream_content_type',
] as const;

/** The stored date (YYYY-MM-DD) as the form shows it (YYYY/MM/DD, spec 02 §5). */
function shownDate(stored: string | null): string {
  if (!stored) return '';
  const [year, month, day] = stored.split('-');
  return `${year}/${month}/${day}`;
}

/**
 * 'Member Details' (spec 02 §2, §5): the partner application, with a toggle to hide or edit it.
 * Saved through PUT rest-auth/user/ with the four application fields (all or none, decision 357).
 */
export function ApplicationForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const p = user.profile;
  const form = useForm(
    {
      application_full_name: p.application_full_name ?? '',
      application_date_of_birth: shownDate(p.application_date_of_birth),
      application_organization: p.application_organization ?? '',
      application_streams_on_which_platforms: [...p.application_streams_on_which_platforms] as Platform[],
      application_stream_content_type: [...p.application_stream_content_type] as ContentType[],
    },
    applicationForm,
    { serverErrors: profileSaveErrors(SERVER_FIELDS) },
  );
  const text = (name: 'application_full_name' | 'application_date_of_birth' | 'application_organization'): FieldBinding => ({
    name,
    value: form.values[name],
    onChange: (value) => form.set(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name) ?? form.errorOf(`profile.${name}`),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const body: ProfileUpdate = {
      username: user.username,
      email: user.email,
      profile: {
        application_full_name: values.application_full_name.trim(),
        application_date_of_birth: parseDateYmd(values.application_date_of_birth) ?? values.application_date_of_birth,
        application_organization: values.application_organization.trim() || null,
        application_streams_on_which_platforms: values.application_streams_on_which_platforms,
        application_stream_content_type: values.application_stream_content_type,
      },
    };
    await save(body);
  });

  return (
    <section aria-labelledby={`${panelId}-heading`} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${panelId}-heading`} className="text-lg font-semibold text-secondary">
          {profileTexts.application.heading}
        </h2>
        <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? profileTexts.application.hide : profileTexts.application.edit}
        </Button>
      </div>
      <form
        id={panelId}
        hidden={!open}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={profileTexts.application.heading}
        className="mt-4 max-w-xl"
      >
        <TextField label={profileTexts.application.fullName} autoComplete="name" field={text('application_full_name')} />
        <TextField
          label={profileTexts.application.dateOfBirth}
          description={profileTexts.application.dateOfBirthNote}
          autoComplete="bday"
          field={text('application_date_of_birth')}
        />
        <TextField label={profileTexts.application.organization} autoComplete="organization" field={text('application_organization')} />
        <ChoiceGroup
          kind="checkbox"
          legend={profileTexts.application.platforms}
          options={profileTexts.platformLabels}
          selected={form.values.application_streams_on_which_platforms}
          onChange={(codes) => form.set('application_streams_on_which_platforms', codes)}
          onBlur={() => form.touch('application_streams_on_which_platforms')}
          error={form.errorOf('application_streams_on_which_platforms') ?? form.errorOf('profile.application_streams_on_which_platforms')}
        />
        <ChoiceGroup
          kind="checkbox"
          legend={profileTexts.application.contentTypes}
          options={profileTexts.contentTypeLabels}
          selected={form.values.application_stream_content_type}
          onChange={(codes) => form.set('application_stream_content_type', codes)}
          onBlur={() => form.touch('application_stream_content_type')}
          error={form.errorOf('application_stream_content_type') ?? form.errorOf('profile.application_stream_content_type')}
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={form.submitting}>
          {profileTexts.application.submit}
        </Button>
        <FormError message={form.formError} />
      </form>
    </section>
  );
}
