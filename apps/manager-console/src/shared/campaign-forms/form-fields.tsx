import { useId } from 'react';

function Message({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      {error}
    </p>
  ) : null;
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
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, choice.value] : selected.filter((v) => v !== choice.value))
              }
            />
            {choice.label}
          </label>
        ))}
      </div>
      <Message id={`${id}-error`} error={error} />
    </fieldset>
  );
}
