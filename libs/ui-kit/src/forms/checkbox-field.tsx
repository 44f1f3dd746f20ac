import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  /** The server's message for it, if any. */
  error?: string;
}

/** A labelled checkbox, with its message underneath when there is one. */
export function CheckboxField({ label, checked, onChange, name, disabled, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-4 w-4 rounded border-gray-300 accent-primary disabled:cursor-not-allowed"
        />
        <label htmlFor={id} className={`text-sm ${disabled ? 'text-gray-400' : 'text-secondary'}`}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
