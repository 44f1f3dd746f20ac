import { formatCount } from '@advocate/metrics-math';
import { useGameViewership } from '../api/get-game-viewership.ts';
import { ranked } from '../lib/chart-series.ts';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';
import { ChartCard } from './chart-card.tsx';
import { SeriesChart } from './series-chart.tsx';

/** Games drawn in the chart; the table below lists every game. */
const CHART_GAMES = 12;
const oneDecimal = (n: number) => formatCount(Math.round(n * 10) / 10);

/** Games tab (issue 9): hours streamed by game as a chart, then hours and viewership by game as a table. */
export function GamesTab({ query }: { query: MetricsQuery }) {
  const games = useGameViewership(query);
  const state = { error: games.error, loading: !games.data && !games.error };
  const rows = ranked(games.data ?? [], (g) => g.hours, Number.MAX_SAFE_INTEGER);
  const chart = rows.slice(0, CHART_GAMES).map((g) => ({ label: g.game, value: Math.round(g.hours * 10) / 10 }));

  return (
    <div className="grid gap-4">
      <ChartCard title={t.hoursByGame} state={state} empty={rows.length === 0} emptyText={t.noGames}>
        <SeriesChart
          kind="hbar"
          category={t.figures.hours}
          points={chart}
          color="emerald"
          format={oneDecimal}
          height={chart.length > 6 ? 'h-96' : 'h-64'}
        />
      </ChartCard>
      <ChartCard title={t.viewershipByGame} state={state} empty={rows.length === 0} emptyText={t.noGames}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t.viewershipByGame}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t.game}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {t.figures.hours}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {t.figures.viewableMinutes}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t.figures.averageViewers}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <tr key={g.game} className="border-b border-gray-100 last:border-0">
                <td className="py-1.5 pr-2 text-secondary">{g.game}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums text-secondary">{oneDecimal(g.hours)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums text-secondary">{formatCount(Math.round(g.viewable_minutes))}</td>
                <td className="py-1.5 text-right tabular-nums text-secondary">{formatCount(Math.round(g.average_viewers))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartCard>
    </div>
  );
}
