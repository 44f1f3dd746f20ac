import { firstErrorText, useCampaigns } from '@advocate/api-client';
import type { Squad, TeamBroadcaster, TeamOverviewNumbers } from '@advocate/api-client';
import { formatCount, isCampaignEnded, OVERVIEW_TREND_THRESHOLDS, trend } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, Pagination, usePagination } from '@advocate/ui-kit';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { BroadcasterCard } from './broadcaster-card.tsx';
import { CampaignList } from './campaign-list.tsx';
import { StatTile } from './corner-stats.tsx';
import { TrendBadge } from './trend-badge.tsx';

/** Spec 01 §9: broadcaster grid page size. */
export const BROADCASTER_PAGE_SIZE = 12;

interface TeamTabProps {
  teamId: number;
  broadcasters: TeamBroadcaster[] | undefined;
  error: unknown;
  squads: Squad[];
  numbers: TeamOverviewNumbers | undefined;
  /** All time has no previous period to compare with. */
  compare: boolean;
  onSquadChange?: (username: string, squad: number | null) => Promise<unknown>;
}

/** The Team tab: range stats, the broadcaster grid (12 a page, Show All) and the sponsors list. */
export function TeamTab({ teamId, broadcasters, error, squads, numbers, compare, onSquadChange }: TeamTabProps) {
  const pages = usePagination(broadcasters ?? [], BROADCASTER_PAGE_SIZE);
  const { data: campaigns } = useCampaigns();
  const now = new Date();
  const sponsors = (campaigns ?? []).filter((c) => c.team === teamId && !isCampaignEnded(c, now));
  if (error) return <FormError message={firstErrorText(error)} />;
  if (!broadcasters) return <LoadingBar label="Loading Broadcasters" />;
  const minutes = broadcasters.reduce((sum, b) => sum + b.viewable_minutes, 0);
  const clicks = broadcasters.reduce((sum, b) => sum + b.clicks, 0);
  const previousMinutes = broadcasters.reduce((sum, b) => sum + b.previous_viewable_minutes, 0);
  const previousClicks = broadcasters.reduce((sum, b) => sum + b.previous_clicks, 0);
  const thresholds = OVERVIEW_TREND_THRESHOLDS.team;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatTile label={dashboardTexts.broadcasters} value={formatCount(broadcasters.length)} />
        <StatTile label={dashboardTexts.viewableMinutes} value={formatCount(Math.round(minutes))}>
          {compare ? <TrendBadge trend={trend(minutes, previousMinutes, thresholds.viewableMinutes)} /> : null}
        </StatTile>
        <StatTile label={dashboardTexts.clicks} value={formatCount(clicks)}>
          {compare ? <TrendBadge trend={trend(clicks, previousClicks, thresholds.clicks)} /> : null}
        </StatTile>
        <StatTile label={dashboardTexts.stats.active_campaigns} value={numbers ? formatCount(numbers.active_campaigns) : '–'} />
      </dl>
      <section aria-label={dashboardTexts.broadcasters}>
        {broadcasters.length === 0 ? (
          <EmptyState message={dashboardTexts.noBroadcasters} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {pages.visible.map((b) => (
                <BroadcasterCard key={b.username} broadcaster={b} squads={squads} onSquadChange={onSquadChange} />
              ))}
            </ul>
            <Pagination {...pages} />
          </>
        )}
      </section>
      <section aria-labelledby={`sponsors-${teamId}`} className="space-y-3">
        <h3 id={`sponsors-${teamId}`} className="text-base font-semibold text-secondary">
          {dashboardTexts.sponsors}
        </h3>
        <CampaignList campaigns={sponsors} empty={dashboardTexts.noSponsors} label={dashboardTexts.sponsors} />
      </section>
    </div>
  );
}
