import { InputField, TextAreaField, TextField } from '@advocate/ui-kit';
import type { FieldBinding } from '@advocate/ui-kit';
import type { ReactNode } from 'react';

/** The campaign Details page (spec 01 §2 Modals), shared by creation and update; `extra` adds the team choice. */
export function DetailsPage({ field, extra }: { field: (name: string) => FieldBinding; extra?: ReactNode }) {
  return (
    <div>
      <TextField label="Campaign Name" field={field('name')} autoFocus />
      {extra}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <InputField label="Start Date" type="datetime-local" step={3600} field={field('start_date')} />
        <InputField label="End Date (optional)" type="datetime-local" step={3600} field={field('end_date')} />
      </div>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <TextField label="Client" field={field('client')} />
        <TextField label="Website" field={field('website')} />
      </div>
      <TextAreaField label="Description" field={field('description')} />
    </div>
  );
}
