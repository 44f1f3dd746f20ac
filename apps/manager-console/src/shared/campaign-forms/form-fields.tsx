import type { FieldBinding } from '@advocate/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';

const inputClass = (error: string | undefined) =>
  `block w-full rounded-md border px-3 py-2 text-sm text-secondary shadow-sm focus:outline-none focus:ring-2 focus:ring-primary-300 ${
    error ? 'border-red-500' : 'border-gray-300'
  }`;

function Message({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      {error}
    </p>
  ) : null;
}

/** A labelled multi-line text with its one visible message. */
export function TextAreaField({ label, field, rows = 3 }: { label: string; field: FieldBinding; rows?: number }) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <textarea
        id={id}
        name={field.name}
        rows={rows}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={inputClass(field.error)}
      />
      <Message id={`${id}-error`} error={field.error} />
    </div>
  );
}

/** A labelled date-and-time (to the hour, decision 326) or number input. */
export function InputField({ label, field, type, min, step }: { label: string; field: FieldBinding; type: 'datetime-local' | 'number'; min?: number; step?: number }) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <input
        id={id}
        type={type}
        name={field.name}
        min={min}
        step={step}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={inputClass(field.error)}
      />
      <Message id={`${id}-error`} error={field.error} />
    </div>
  );
}

/** A labelled select. */
export function SelectField({ label, field, children }: { label: string; field: FieldBinding; children: ReactNode }) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <select
        id={id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={`${inputClass(field.error)} bg-white`}
      >
        {children}
      </select>
      <Message id={`${id}-error`} error={field.error} />
    </div>
  );
}

/** A group of checkboxes over a list of choices, with a legend and its message. */
export function ChoiceList<T extends string | number>({
  legend,
  choices,
  selected,
  onChange,
  error,
}: {
  legend: string;
  choices: Array<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-secondary">{legend}</legend>
      <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="flex items-center gap-2 text-sm text-secondary">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-gray-300 accent-primary"
              checked={selected.includes(choice.value)}
              onChange={(event) => onChange(event.target.checked ? [...selected, choice.value] : selected.filter((v) => v !== choice.value))}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <Message id={`${id}-error`} error={error} />
    </fieldset>
  );
}
