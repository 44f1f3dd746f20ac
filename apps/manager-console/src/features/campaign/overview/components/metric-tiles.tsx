import type { Trend } from '@advocate/metrics-math';
import type { MetricTile } from '../lib/metric-tiles.ts';
import { overviewTexts } from '../lib/overview-texts.ts';

const arrows: Record<Trend, { symbol: string; className: string }> = {
  neutral: { symbol: '→', className: 'text-gray-500' },
  up: { symbol: '↑', className: 'text-green-700' },
  'strong-up': { symbol: '↑↑', className: 'text-green-700' },
  down: { symbol: '↓', className: 'text-red-700' },
  'strong-down': { symbol: '↓↓', className: 'text-red-700' },
};

/** The metric tiles with their trend arrows (neutral, green, double green, red, double red; spec 01 §9). */
export function MetricTiles({ tiles }: { tiles: MetricTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <li key={tile.key} className="rounded-lg border border-gray-200 bg-white p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-gray-600">{tile.label}</p>
          <p className="mt-1 flex items-baseline gap-2 text-xl font-semibold text-secondary">
            {tile.value}
            {tile.trend ? (
              <span className={`text-sm ${arrows[tile.trend].className}`} title={overviewTexts.trend[tile.trend]}>
                <span aria-hidden="true">{arrows[tile.trend].symbol}</span>
                <span className="sr-only">{overviewTexts.trend[tile.trend]}</span>
              </span>
            ) : null}
          </p>
          {tile.detail ? <p className="mt-1 text-balance text-xs text-gray-600">{tile.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}
