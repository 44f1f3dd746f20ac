import type { ReactNode } from 'react';
import { bindingProps, FieldFrame } from './field-frame.tsx';
import type { FieldBinding } from './text-field.tsx';

/** A labelled multi-line text with its one visible message. */
export function TextAreaField({ label, field, rows = 3 }: { label: string; field: FieldBinding; rows?: number }) {
  return (
    <FieldFrame
      label={label}
      error={field.error}
      render={({ id, describedBy, className }) => (
        <textarea id={id} rows={rows} aria-describedby={describedBy} className={className} {...bindingProps(field)} />
      )}
    />
  );
}

/**
 * A labelled date-and-time or number input (`step` 3600 picks whole hours; `min` and `max` bound the
 * picker, a number or a datetime-local text).
 */
export function InputField({
  label,
  field,
  type,
  min,
  max,
  step,
}: {
  label: string;
  field: FieldBinding;
  type: 'datetime-local' | 'number';
  min?: number | string;
  max?: number | string;
  step?: number;
}) {
  return (
    <FieldFrame
      label={label}
      error={field.error}
      render={({ id, describedBy, className }) => (
        <input
          id={id}
          type={type}
          min={min}
          max={max}
          step={step}
          aria-describedby={describedBy}
          className={className}
          {...bindingProps(field)}
        />
      )}
    />
  );
}

/** A labelled select. */
export function SelectField({ label, field, children }: { label: string; field: FieldBinding; children: ReactNode }) {
  return (
    <FieldFrame
      label={label}
      error={field.error}
      render={({ id, describedBy, className }) => (
        <select id={id} aria-describedby={describedBy} className={`${className} bg-white`} {...bindingProps(field)}>
          {children}
        </select>
      )}
    />
  );
}
