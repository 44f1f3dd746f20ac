import { useId } from 'react';

/** What a form hook hands a field: its value, its one visible message, and how to change it. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message to show now (spec 00 §5: first error only, once touched and a submit failed), or the server's. */
  error: string | undefined;
}

interface TextFieldProps {
  label: string;
  field: FieldBinding;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  /** A short note under the input, read out with it. */
  description?: string;
}

/** A labelled input with its note and its one visible validation message underneath. */
export function TextField({ label, field, type = 'text', autoComplete, autoFocus, description }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', field.error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <input
        id={id}
        type={type}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary shadow-sm focus:outline-none focus:ring-2 focus:ring-primary-300 ${
          field.error ? 'border-red-500' : 'border-gray-300'
        }`}
      />
      {description ? (
        <p id={descriptionId} className="mt-1 text-xs text-gray-600">
          {description}
        </p>
      ) : null}
      {field.error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
