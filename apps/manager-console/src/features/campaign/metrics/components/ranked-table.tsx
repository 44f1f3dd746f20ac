import { formatCount } from '@advocate/metrics-math';
import type { ReactNode } from 'react';

export interface RankedRow {
  key: string;
  /** The first cell: a name, or a link for target URLs. */
  name: ReactNode;
  value: number;
  /** 0–100; shown as a share column when given. */
  percent?: number;
  /** Optional extra cell (a component's type). */
  detail?: string;
}

export interface RankedTableProps {
  caption: string;
  nameHeader: string;
  valueHeader: string;
  detailHeader?: string;
  shareHeader?: string;
  rows: readonly RankedRow[];
}

const percentText = (percent: number) => `${percent >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10}%`;

/**
 * A ranked list as a plain table (name, value, share): screen readers read it cell by cell, and a
 * light bar behind each name shows its size against the first row.
 */
export function RankedTable({ caption, nameHeader, valueHeader, detailHeader, shareHeader, rows }: RankedTableProps) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
          <th scope="col" className="py-1.5 pr-2 font-medium">
            {nameHeader}
          </th>
          {detailHeader ? (
            <th scope="col" className="w-36 py-1.5 pr-2 font-medium">
              {detailHeader}
            </th>
          ) : null}
          <th scope="col" className="w-24 py-1.5 pr-2 text-right font-medium">
            {valueHeader}
          </th>
          {shareHeader ? (
            <th scope="col" className="w-16 py-1.5 text-right font-medium">
              {shareHeader}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100 last:border-0">
            <td className="relative py-1.5 pr-2">
              <span
                aria-hidden="true"
                className="absolute inset-y-1 left-0 rounded bg-pink-100"
                style={{ width: `${max > 0 ? (row.value / max) * 100 : 0}%` }}
              />
              <span className="relative block truncate px-1 text-secondary">{row.name}</span>
            </td>
            {detailHeader ? <td className="truncate py-1.5 pr-2 text-gray-700">{row.detail}</td> : null}
            <td className="py-1.5 pr-2 text-right font-semibold tabular-nums text-secondary">{formatCount(row.value)}</td>
            {shareHeader ? (
              <td className="py-1.5 text-right tabular-nums text-gray-700">{row.percent === undefined ? '' : percentText(row.percent)}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
