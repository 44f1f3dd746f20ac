import { CheckboxField, InputField } from '@advocate/ui-kit';
import type { FieldBinding } from '@advocate/ui-kit';
import type { ComponentSlug } from '@advocate/api-client';
import { COMPONENT_TYPE_NAMES, type CampaignFormValues } from './campaign-values.ts';
import { ChoiceList } from './form-fields.tsx';

export interface SettingsProps {
  values: CampaignFormValues;
  field: (name: string) => FieldBinding;
  onFlag: (name: 'require_activation' | 'is_finite' | 'set_live_graphic_times', checked: boolean) => void;
  onComponents: (next: ComponentSlug[]) => void;
  componentsError?: string;
}

/** Settings page of the creation wizard (spec 01 §3, §5 numbers not below 0, §9 15 seconds per impression). */
export function SettingsPage({ values, field, onFlag, onComponents, componentsError }: SettingsProps) {
  return (
    <div>
      <CheckboxField
        label="Require activation of broadcasters who accept an invite"
        checked={values.require_activation}
        onChange={(c) => onFlag('require_activation', c)}
      />
      <CheckboxField label="Finite campaign" checked={values.is_finite} onChange={(c) => onFlag('is_finite', c)} />
      <CheckboxField
        label="Set live graphic times"
        checked={values.set_live_graphic_times}
        onChange={(c) => onFlag('set_live_graphic_times', c)}
      />
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-3">
        <InputField label="Seconds per impression" type="number" min={0} field={field('seconds_per_impression')} />
        <InputField label="Impression cutoff" type="number" min={0} field={field('impression_cutoff')} />
        <InputField label="Daily impression cap" type="number" min={0} field={field('daily_impression_cap')} />
      </div>
      <ChoiceList
        legend="Available components"
        choices={COMPONENT_TYPE_NAMES}
        selected={values.available_components}
        onChange={onComponents}
        error={componentsError}
      />
    </div>
  );
}
