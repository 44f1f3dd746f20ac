import type { Trend } from '@advocate/metrics-math';

const look: Record<Trend, { arrow: string; words: string; colour: string }> = {
  neutral: { arrow: '–', words: 'about the same as the previous period', colour: 'text-gray-600' },
  up: { arrow: '▲', words: 'up on the previous period', colour: 'text-green-700' },
  'strong-up': { arrow: '▲▲', words: 'well up on the previous period', colour: 'text-green-700' },
  down: { arrow: '▼', words: 'down on the previous period', colour: 'text-red-700' },
  'strong-down': { arrow: '▼▼', words: 'well down on the previous period', colour: 'text-red-700' },
};

/** The comparison arrow of an overview tile (spec 01 §9: neutral, green, double green, red, double red). */
export function TrendBadge({ trend }: { trend: Trend }) {
  const { arrow, words, colour } = look[trend];
  return (
    <span className={`ml-2 text-sm font-semibold ${colour}`}>
      <span aria-hidden="true">{arrow}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
