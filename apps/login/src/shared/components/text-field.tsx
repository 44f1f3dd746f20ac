import { useId } from 'react';
import type { FieldBinding } from '../lib/use-form.ts';

interface TextFieldProps {
  label: string;
  field: FieldBinding;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A labelled input with its one visible validation message underneath. */
export function TextField({ label, field, type = 'text', autoComplete, autoFocus }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary shadow-sm focus:outline-none focus:ring-2 focus:ring-primary-300 ${
          field.error ? 'border-red-500' : 'border-gray-300'
        }`}
      />
      {field.error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
