import { formatCount } from '@advocate/metrics-math';
import { AreaChart, BarChart, LineChart } from '@tremor/react';
import type { ChartColor } from '../../../../shared/charts/chart-colors.ts';
import type { ChartPoint } from '../lib/chart-series.ts';
import { MAX_CHART_POINTS, downsample } from '../lib/downsample.ts';

export type SeriesKind = 'bar' | 'area' | 'line' | 'hbar';

export interface SeriesChartProps {
  kind: SeriesKind;
  /** The name of the values, shown in the tooltip ('Clicks'). */
  category: string;
  points: readonly ChartPoint[];
  color?: ChartColor;
  format?: (value: number) => string;
  /** Chart height class. */
  height?: string;
}

const twoDecimals = (value: number) => formatCount(Math.round(value * 100) / 100);

/**
 * One Tremor chart of one series (BarChart, AreaChart, or LineChart with a smooth curve). Values
 * read with formatCount; a last guard keeps any series at ≤1000 points (issue 9).
 */
export function SeriesChart({ kind, category, points, color = 'pink', format = twoDecimals, height = 'h-64' }: SeriesChartProps) {
  const data = downsample(points, MAX_CHART_POINTS).map((p) => ({ label: p.label, [category]: p.value }));
  const common = {
    data,
    index: 'label',
    categories: [category],
    colors: [color],
    valueFormatter: format,
    showLegend: false,
    showAnimation: false,
    className: height,
    // Counts never need ticks like 0.75; only the CVM line carries fractions.
    allowDecimals: kind === 'line',
  };
  if (kind === 'area') return <AreaChart {...common} yAxisWidth={64} curveType="monotone" />;
  if (kind === 'line') return <LineChart {...common} yAxisWidth={64} curveType="monotone" connectNulls />;
  if (kind === 'hbar') return <BarChart {...common} layout="vertical" yAxisWidth={160} />;
  return <BarChart {...common} yAxisWidth={56} />;
}
