import type { Trend } from '@advocate/metrics-math';
import { channelsTexts } from '../channels-texts.ts';

const look: Record<Trend, { arrow: string; colour: string }> = {
  neutral: { arrow: '–', colour: 'text-gray-600' },
  up: { arrow: '▲', colour: 'text-green-700' },
  'strong-up': { arrow: '▲▲', colour: 'text-green-700' },
  down: { arrow: '▼', colour: 'text-red-700' },
  'strong-down': { arrow: '▼▼', colour: 'text-red-700' },
};

/** A card figure's trend on the 30-day range (neutral, green, double green, red, double red; spec 01 §9). */
export function TrendArrow({ trend }: { trend: Trend }) {
  const { arrow, colour } = look[trend];
  return (
    <span className={`ml-1 text-xs font-semibold ${colour}`} title={channelsTexts.trend[trend]} data-trend={trend}>
      <span aria-hidden="true">{arrow}</span>
      <span className="sr-only">{channelsTexts.trend[trend]}</span>
    </span>
  );
}
