import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldBinding } from './text-field.tsx';

/** What a control inside a FieldFrame needs: its id, its description ids, and its border colour. */
export interface FieldControlProps {
  id: string;
  describedBy: string | undefined;
  className: string;
}

/** The input look every form field shares; red border while a message shows. */
export const fieldInputClass = (error: string | undefined) =>
  `block w-full rounded-md border px-3 py-2 text-sm text-secondary shadow-sm focus:outline-none focus:ring-2 focus:ring-primary-300 ${
    error ? 'border-red-500' : 'border-gray-300'
  }`;

/**
 * The frame of every labelled form field: label, the control `render` draws, an optional note and
 * the one visible message (spec 00 §5), wired with ids for assistive technology.
 */
export function FieldFrame({
  label,
  error,
  description,
  render,
}: {
  label: string;
  error: string | undefined;
  description?: string;
  render: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      {render({ id, describedBy, className: fieldInputClass(error) })}
      {description ? (
        <p id={descriptionId} className="mt-1 text-xs text-gray-600">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The value, change, blur and validity props a field binding gives its control. */
export const bindingProps = (field: FieldBinding) => ({
  name: field.name,
  value: field.value,
  onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
  onBlur: field.onBlur,
  'aria-invalid': field.error ? true : undefined,
});
