import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, disabled, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="mb-3 flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-gray-300 accent-primary disabled:cursor-not-allowed"
      />
      <label htmlFor={id} className={`text-sm ${disabled ? 'text-gray-400' : 'text-secondary'}`}>
        {label}
      </label>
    </div>
  );
}
