import { useId } from 'react';

interface ChoiceGroupProps<C extends string> {
  legend: string;
  /** Code → label. */
  options: Record<C, string>;
  selected: readonly C[];
  onChange: (selected: C[]) => void;
  onBlur?: () => void;
  /** 'radio' picks one code, 'checkbox' several. */
  kind: 'radio' | 'checkbox';
  error?: string;
}

/** A fieldset of radios or checkboxes over the spec's codes, with its one visible message. */
export function ChoiceGroup<C extends string>({ legend, options, selected, onChange, onBlur, kind, error }: ChoiceGroupProps<C>) {
  const id = useId();
  const toggle = (code: C, checked: boolean) => {
    if (kind === 'radio') onChange([code]);
    else onChange(checked ? [...selected.filter((c) => c !== code), code] : selected.filter((c) => c !== code));
  };
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 block text-sm font-medium text-secondary">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(Object.keys(options) as C[]).map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm text-secondary">
            <input
              type={kind}
              name={`${id}-choice`}
              value={code}
              checked={selected.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
              onBlur={onBlur}
              className="h-4 w-4 accent-primary"
            />
            {options[code]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
