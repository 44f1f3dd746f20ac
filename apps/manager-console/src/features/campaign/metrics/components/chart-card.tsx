import { firstErrorText } from '@advocate/api-client';
import { FormError, LoadingBar } from '@advocate/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { metricsTexts } from '../metrics-texts.ts';

export interface ChartCardProps {
  title: string;
  /** A short line under the heading (units, time zone). */
  note?: string;
  /** Controls in the header (the conversion charts toggle). */
  actions?: ReactNode;
  /** The read behind the chart: loading until `data` or `error`. */
  state: { error?: unknown; loading: boolean };
  /** True when there is nothing to draw: shows `emptyText` instead of an empty axis. */
  empty: boolean;
  emptyText: string;
  /** Wider cards span both columns of the grid. */
  wide?: boolean;
  children: ReactNode;
}

/** One chart or list of the metrics page: a heading, then the chart, its loading bar, error or readable empty state. */
export function ChartCard({ title, note, actions, state, empty, emptyText, wide, children }: ChartCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}
    >
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-base font-semibold text-secondary">
            {title}
          </h2>
          {note ? <p className="text-xs text-gray-600">{note}</p> : null}
        </div>
        {actions}
      </header>
      {state.error ? (
        <FormError message={firstErrorText(state.error)} />
      ) : state.loading ? (
        <LoadingBar label={metricsTexts.loadingChart(title)} />
      ) : empty ? (
        <p className="flex min-h-32 flex-1 items-center justify-center rounded-md border border-dashed border-gray-300 text-sm text-gray-600">
          {emptyText}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
