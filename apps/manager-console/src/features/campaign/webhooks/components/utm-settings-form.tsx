import { splitServerErrors } from '@advocate/api-client';
import type { CampaignLinkSettings } from '@advocate/api-client';
import { Button, FormError, useForm, useToast } from '@advocate/ui-kit';
import { useId } from 'react';
import { useUpdateCampaignLinkSettings } from '../api/update-link-settings.ts';
import { webhooksTexts } from '../webhooks-texts.ts';

const FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const LABELS = { utm_source: webhooksTexts.utmSource, utm_medium: webhooksTexts.utmMedium, utm_campaign: webhooksTexts.utmCampaign };

/** The one text under the form: the first field's server error, else the form-level text. */
function utmServerErrors(failure: unknown) {
  const split = splitServerErrors(failure, FIELDS);
  return { fieldErrors: {}, formError: Object.values(split.fieldErrors)[0] ?? split.formError };
}

/** The campaign's optional UTM parameters (decision 523); the saved answer replaces the cached settings. */
export function UtmSettingsForm({ slug, settings }: { slug: string; settings: CampaignLinkSettings }) {
  const update = useUpdateCampaignLinkSettings(slug).trigger;
  const { showToast } = useToast();
  const id = useId();
  const form = useForm<CampaignLinkSettings>(settings, {}, { serverErrors: utmServerErrors });

  const save = form.handleSubmit(async (values) => {
    await update(values);
    showToast(webhooksTexts.saved);
  });

  return (
    <form aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold text-secondary">
        {webhooksTexts.utmTitle}
      </h3>
      <p className="text-sm text-gray-600">{webhooksTexts.utmNote}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-secondary">
              {LABELS[name]}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              maxLength={100}
              value={form.values[name]}
              onChange={(event) => form.set(name, event.target.value)}
              className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-secondary"
            />
          </div>
        ))}
      </div>
      <FormError message={form.formError} />
      <Button type="submit" variant="secondary" disabled={form.submitting}>
        {webhooksTexts.saveUtm}
      </Button>
    </form>
  );
}
