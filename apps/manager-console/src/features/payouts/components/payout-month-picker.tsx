import { monthKey, monthName } from '@advocate/metrics-math';
import { useId } from 'react';
import type { PayoutMonthSummary } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

/** The closed months, newest first; the value is a month key ('2026-10'). */
export function PayoutMonthPicker({
  months,
  value,
  onChange,
}: {
  months: readonly PayoutMonthSummary[];
  value: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-secondary">
        {t.month}
      </label>
      <select
        id={id}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {months.map((m) => (
          <option key={monthKey(m.year, m.month)} value={monthKey(m.year, m.month)}>
            {monthName(m.year, m.month)}
          </option>
        ))}
      </select>
    </div>
  );
}
