/** Colours of the bars, one per list kind. */
const tones = { pink: 'bg-pink-200', slate: 'bg-slate-200', violet: 'bg-violet-200', amber: 'bg-amber-200' } as const;

/**
 * Horizontal bars behind labelled values, longest first as given: a list a person scans at a glance
 * (an accessible list: each row reads "name value").
 */
export function BarRows({
  label,
  rows,
  format,
  tone,
}: {
  label: string;
  rows: ReadonlyArray<{ key: string; name: string; value: number }>;
  format: (value: number) => string;
  tone: keyof typeof tones;
}) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ul aria-label={label} className="space-y-1">
      {rows.map((row) => (
        <li key={row.key} className="relative flex justify-between gap-2 overflow-hidden rounded px-2 py-0.5 text-xs text-secondary">
          <span
            aria-hidden="true"
            className={`absolute inset-y-0 left-0 ${tones[tone]}`}
            style={{ width: `${max > 0 ? (row.value / max) * 100 : 0}%` }}
          />
          <span className="relative truncate">{row.name}</span>
          <span className="relative font-semibold">{format(row.value)}</span>
        </li>
      ))}
    </ul>
  );
}
