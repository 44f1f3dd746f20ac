import type { FieldBinding } from '@advocate/ui-kit';
import { TextField } from '@advocate/ui-kit';
import { useId } from 'react';

/**
 * The email of the form: editable, or locked with its reason as a tooltip (spec 01 §5: an
 * invitation's email cannot be edited) that shows on hover and focus and is read out with the input.
 */
export function EmailField({ field, locked }: { field: FieldBinding; locked?: string }) {
  const id = useId();
  if (!locked) return <TextField label="Email" type="email" autoComplete="off" field={field} />;
  return (
    <div className="group relative mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        Email
      </label>
      <input
        id={id}
        type="email"
        value={field.value}
        readOnly
        aria-disabled="true"
        aria-describedby={`${id}-tooltip`}
        title={locked}
        className="block w-full cursor-not-allowed rounded-md border border-gray-300 bg-gray-100 px-3 py-2 text-sm text-gray-700"
      />
      <span
        id={`${id}-tooltip`}
        role="tooltip"
        className="pointer-events-none absolute left-0 top-full z-10 mt-1 hidden w-72 rounded-md bg-secondary-900 px-3 py-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {locked}
      </span>
    </div>
  );
}
