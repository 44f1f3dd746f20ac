import { firstErrorText, splitServerErrors } from '@advocate/api-client';
import type { CampaignDetail, CampaignUpdate } from '@advocate/api-client';
import { Button, CheckboxField, FormError, useForm, useToast } from '@advocate/ui-kit';
import { minValue } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { useId } from 'react';
import { useUpdateCampaign } from '../../../../shared/campaign-forms/use-campaign-mutations.ts';
import { managementTexts, settingNumbers, settingToggles } from '../management-texts.ts';
import type { SettingNumber, SettingToggle } from '../management-texts.ts';

type Values = Record<SettingToggle, boolean> & Record<SettingNumber, string>;

const valuesOf = (c: CampaignDetail): Values => ({
  ...(Object.fromEntries(settingToggles.map(([key]) => [key, c[key]])) as Record<SettingToggle, boolean>),
  pause_after_live_graphics: String(c.pause_after_live_graphics),
  impression_cutoff: c.impression_cutoff === null ? '' : String(c.impression_cutoff),
  daily_impression_cap: c.daily_impression_cap === null ? '' : String(c.daily_impression_cap),
});

/** Spec 01 §5: the numbers are optional (pause aside), minimum 0. */
const notBelowZero = minValue(0);
const numberError = (key: SettingNumber, text: string) => {
  if (text.trim() === '') return key === 'pause_after_live_graphics' ? notBelowZero(-1) : undefined;
  if (!/^-?\d+$/.test(text.trim())) return notBelowZero(-1);
  return notBelowZero(Number(text));
};

const NUMBER_KEYS = settingNumbers.map(([key]) => key);
const rules: FormRules = Object.fromEntries(NUMBER_KEYS.map((key) => [key, [(value: unknown) => numberError(key, String(value ?? ''))]]));

/** The server's errors on the number fields; only when none of them has one, the first error under the form. */
function settingsServerErrors(error: unknown) {
  const { fieldErrors } = splitServerErrors(error, NUMBER_KEYS);
  return { fieldErrors, formError: Object.keys(fieldErrors).length ? null : firstErrorText(error) };
}

function bodyOf(v: Values): CampaignUpdate {
  const count = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    ...(Object.fromEntries(settingToggles.map(([key]) => [key, v[key]])) as Record<SettingToggle, boolean>),
    pause_after_live_graphics: Number(v.pause_after_live_graphics),
    impression_cutoff: count(v.impression_cutoff),
    daily_impression_cap: count(v.daily_impression_cap),
  };
}

interface NumberFieldProps {
  id: string;
  name: SettingNumber;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function NumberField({ id, name, label, value, error, onChange, onBlur }: NumberFieldProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary ${error ? 'border-red-500' : 'border-gray-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The settings toggles, impression cutoff and daily cap (spec 01 §3), saved with PATCH
 * campaigns/{slug}/; the campaign's reads (this detail among them) are read again.
 */
export function SettingsForm({ campaign }: { campaign: CampaignDetail }) {
  const update = useUpdateCampaign();
  const { showToast } = useToast();
  const id = useId();
  const form = useForm<Values>(valuesOf(campaign), rules, { serverErrors: settingsServerErrors });
  const { values } = form;

  const submit = form.handleSubmit(async (current) => {
    await update(campaign.slug, bodyOf(current));
    showToast(managementTexts.updated);
  });

  return (
    <form noValidate aria-label={managementTexts.settings} onSubmit={(event) => void submit(event)}>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {settingToggles.map(([key, label]) => (
          <CheckboxField key={key} name={key} label={label} checked={values[key]} onChange={(checked) => form.set(key, checked)} />
        ))}
      </div>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-3">
        {settingNumbers.map(([key, label]) => (
          <NumberField
            key={key}
            id={`${id}-${key}`}
            name={key}
            label={label}
            value={values[key]}
            error={form.errorOf(key)}
            onChange={(value) => form.set(key, value)}
            onBlur={() => form.touch(key)}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {managementTexts.save}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
