import type { ReactNode } from 'react';

export interface ChoiceListProps<T extends string | number> {
  legend: string;
  /** Shown when no option exists. */
  emptyText?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Controls beside the legend (Clear Selection). */
  actions?: ReactNode;
  /** What "nothing ticked" means, read under the legend ('All broadcasters'). */
  noneMeans: string;
  selectedText: (n: number) => string;
}

/** A fieldset of checkboxes in a short scrolling box: the multi-select of the Filters bar. */
export function ChoiceList<T extends string | number>({
  legend,
  emptyText,
  options,
  selected,
  onChange,
  actions,
  noneMeans,
  selectedText,
}: ChoiceListProps<T>) {
  const toggle = (value: T, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="min-w-0">
      {/* A legend cannot sit in a flex row; the visible title below repeats it for sighted users. */}
      <legend className="sr-only">{legend}</legend>
      <div className="mb-1 flex min-h-7 items-center gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-secondary">
          {legend}
        </span>
        <span className="text-xs text-gray-600">{selected.length === 0 ? noneMeans : selectedText(selected.length)}</span>
        {actions ? <span className="ml-auto">{actions}</span> : null}
      </div>
      {options.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-2 text-sm text-gray-600">{emptyText}</p>
      ) : (
        <ul className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-gray-300 bg-white p-2">
          {options.map((option) => (
            <li key={String(option.value)}>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-secondary">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-gray-300 accent-primary"
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span className="truncate">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
