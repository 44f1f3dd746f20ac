import { formatCount } from '@advocate/metrics-math';
import { useVideoPlays } from '../api/get-video-plays.ts';
import { timeLabel } from '../lib/chart-series.ts';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';
import { ChartCard } from './chart-card.tsx';

/** At most this many plays are listed; the Fullscreen Videos card holds the totals. */
const PLAYS_SHOWN = 10;

/** The latest fullscreen video plays (fullscreen-video-plays, spec 01 §7); empty: 'No video plays found' (spec 01 §8). */
export function VideoPlaysCard({ query }: { query: MetricsQuery }) {
  const plays = useVideoPlays(query);
  const rows = (plays.data?.latest ?? []).slice(0, PLAYS_SHOWN);
  return (
    <ChartCard
      title={t.latestPlays}
      state={{ error: plays.error, loading: !plays.data && !plays.error }}
      empty={rows.length === 0}
      emptyText={t.noPlays}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t.latestPlays}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t.playedAt}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t.broadcaster}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t.component}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t.figures.videoImpressions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((play) => (
            <tr key={play.id} className="border-b border-gray-100 last:border-0">
              <td className="py-1.5 pr-2 tabular-nums text-gray-700">{timeLabel(play.time)}</td>
              <td className="py-1.5 pr-2 text-secondary">{play.broadcaster}</td>
              <td className="py-1.5 pr-2 text-secondary">{play.component_name ?? '—'}</td>
              <td className="py-1.5 text-right tabular-nums text-secondary">{formatCount(play.impressions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  );
}
