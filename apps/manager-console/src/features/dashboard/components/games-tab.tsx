import { firstErrorText } from '@advocate/api-client';
import type { TeamGameViewership } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { BarChart, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@tremor/react';
import { EmptyState, FormError, LoadingBar } from '@advocate/ui-kit';
import type { ChartColor } from '../../../shared/charts/chart-colors.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

const texts = dashboardTexts.games;
/** The chart shows the most streamed games; the table lists every one. */
const CHART_GAMES = 10;

/** The Games tab: hours streamed by game as a bar chart, and every game in a table (spec 01 §2). */
export function GamesTab({ games, error }: { games: TeamGameViewership[] | undefined; error: unknown }) {
  if (error) return <FormError message={firstErrorText(error)} />;
  if (!games) return <LoadingBar label="Loading Games" />;
  if (games.length === 0) return <EmptyState message={texts.empty} />;
  const chart = games.slice(0, CHART_GAMES).map((g) => ({ game: g.game, [texts.hours]: Math.round(g.hours * 10) / 10 }));
  return (
    <div className="space-y-6">
      <section aria-label={texts.title}>
        <h3 className="mb-2 text-base font-semibold text-secondary">{texts.title}</h3>
        <BarChart
          data={chart}
          index="game"
          categories={[texts.hours]}
          colors={['pink'] satisfies ChartColor[]}
          yAxisWidth={48}
          showLegend={false}
          className="h-64"
          showAnimation={false}
        />
      </section>
      <div className="overflow-x-auto">
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{texts.game}</TableHeaderCell>
              <TableHeaderCell className="text-right">{texts.hours}</TableHeaderCell>
              <TableHeaderCell className="text-right">{texts.minutes}</TableHeaderCell>
              <TableHeaderCell className="text-right">{texts.broadcasters}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {games.map((g) => (
              <TableRow key={g.game}>
                <TableCell className="text-secondary">{g.game}</TableCell>
                <TableCell className="text-right">{formatCount(Math.round(g.hours * 10) / 10)}</TableCell>
                <TableCell className="text-right">{formatCount(Math.round(g.viewable_minutes))}</TableCell>
                <TableCell className="text-right">{g.broadcasters}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
