import { firstErrorText } from '@advocate/api-client';
import type { CampaignDetail, CampaignUpdate } from '@advocate/api-client';
import { Button, CheckboxField, FormError, useToast } from '@advocate/ui-kit';
import { fieldErrorText, isApiError } from '@advocate/api-client';
import { minValue } from '@advocate/validation';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
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

function bodyOf(v: Values): CampaignUpdate {
  const count = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    ...(Object.fromEntries(settingToggles.map(([key]) => [key, v[key]])) as Record<SettingToggle, boolean>),
    pause_after_live_graphics: Number(v.pause_after_live_graphics),
    impression_cutoff: count(v.impression_cutoff),
    daily_impression_cap: count(v.daily_impression_cap),
  };
}

/** The settings toggles, impression cutoff and daily cap (spec 01 §3), saved with PATCH campaigns/{slug}/. */
export function SettingsForm({ campaign, onSaved }: { campaign: CampaignDetail; onSaved: (saved: CampaignDetail) => void }) {
  const update = useUpdateCampaign();
  const { showToast } = useToast();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(campaign));
  const [errors, setErrors] = useState<Partial<Record<SettingNumber, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(settingNumbers.map(([key]) => [key, numberError(key, values[key])]).filter(([, e]) => e));
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await update(campaign.slug, bodyOf(values));
      showToast(managementTexts.updated);
      onSaved(saved);
    } catch (error) {
      const server = isApiError(error)
        ? Object.fromEntries(settingNumbers.map(([key]) => [key, fieldErrorText(error.body, key)]).filter(([, e]) => e))
        : {};
      setErrors(server);
      if (!Object.keys(server).length) setFormError(firstErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate aria-label={managementTexts.settings} onSubmit={(event) => void submit(event)}>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {settingToggles.map(([key, label]) => (
          <CheckboxField key={key} name={key} label={label} checked={values[key]} onChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))} />
        ))}
      </div>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-3">
        {settingNumbers.map(([key, label]) => (
          <div key={key} className="mb-3">
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium text-secondary">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              name={key}
              type="number"
              min={0}
              inputMode="numeric"
              value={values[key]}
              onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
              className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary ${errors[key] ? 'border-red-500' : 'border-gray-300'}`}
            />
            {errors[key] ? (
              <p id={`${id}-${key}-error`} className="mt-1 text-xs text-red-600">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {managementTexts.save}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}
