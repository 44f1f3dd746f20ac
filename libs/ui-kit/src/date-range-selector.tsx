import { useId } from 'react';

/** Range keys of the metrics payloads (spec 01 §3): 7, 30, 60 or 90 days, or all time. */
export type DateRangeKey = '07' | '30' | '60' | '90' | 'all';

export const DEFAULT_DATE_RANGES: DateRangeKey[] = ['07', '30', '90', 'all'];

/** 'Last 7 Days' … or 'All Time'. */
export function dateRangeLabel(key: DateRangeKey): string {
  return key === 'all' ? 'All Time' : `Last ${Number(key)} Days`;
}

export interface DateRangeSelectorProps {
  value: DateRangeKey;
  onChange: (value: DateRangeKey) => void;
  options?: DateRangeKey[];
  /** Accessible name of the select. */
  label?: string;
}

export function DateRangeSelector({ value, onChange, options = DEFAULT_DATE_RANGES, label = 'Date range' }: DateRangeSelectorProps) {
  const id = useId();
  return (
    <div className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DateRangeKey)}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary"
      >
        {options.map((key) => (
          <option key={key} value={key}>
            {dateRangeLabel(key)}
          </option>
        ))}
      </select>
    </div>
  );
}
