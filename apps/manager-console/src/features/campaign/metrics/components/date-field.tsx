import { useId } from 'react';
import type { DateBounds } from '../lib/metrics-filters.ts';

/** A labelled date input limited to the campaign's days (spec 01 §2: "restricted to campaign start and end dates"). */
export function DateField({
  label,
  value,
  bounds,
  onChange,
}: {
  label: string;
  value: string;
  bounds: DateBounds;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-medium text-secondary">
        {label}
      </label>
      <input
        id={id}
        type="date"
        required
        min={bounds.min}
        max={bounds.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm text-secondary focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary"
      />
    </div>
  );
}
