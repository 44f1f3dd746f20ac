import type { CampaignSummary } from '@advocate/api-client';
import { PageTitle } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFilterChoices } from './api/use-filter-choices.ts';
import { CampaignTab } from './components/campaign-tab.tsx';
import { ClicksTab } from './components/clicks-tab.tsx';
import { FiltersBar } from './components/filters-bar.tsx';
import { GamesTab } from './components/games-tab.tsx';
import { MetricsTabs, metricsTabOf } from './components/metrics-tabs.tsx';
import { campaignDateBounds, defaultFilters, metricsQuery } from './lib/metrics-filters.ts';
import { metricsTexts } from './metrics-texts.ts';

export interface MetricsPageProps {
  campaign: CampaignSummary;
  /** The Reports sub-tab's content (its own feature, composed by the page). */
  reports: ReactNode;
}

/**
 * /campaigns/{slug}/metrics (spec 01 §2 Campaign metrics page): sub-tabs Campaign, Clicks, Games and
 * Reports; the Filters bar (not on Reports) applies to the first three, and stays as chosen while
 * moving between them. Read-only managers see the same page: nothing here edits.
 */
export function MetricsPage({ campaign, reports }: MetricsPageProps) {
  const [search] = useSearchParams();
  const tab = metricsTabOf(search);
  const [now] = useState(() => new Date());
  const bounds = useMemo(() => campaignDateBounds(campaign, now), [campaign, now]);
  const [filters, setFilters] = useState(() => defaultFilters(bounds));
  const choices = useFilterChoices(campaign);
  const query = useMemo(() => metricsQuery(campaign.slug, filters), [campaign.slug, filters]);
  const typeNames = useMemo(() => new Map(choices.componentTypes.map((c) => [c.slug, c.name])), [choices.componentTypes]);

  return (
    <div className="space-y-4">
      <PageTitle page={metricsTexts.page} documentTitle={metricsTexts.documentTitle(campaign.name)} />
      <MetricsTabs current={tab} />
      {tab !== 'reports' ? <FiltersBar applied={filters} bounds={bounds} choices={choices} onApply={setFilters} /> : null}
      {tab === 'campaign' ? <CampaignTab query={query} /> : null}
      {tab === 'clicks' ? <ClicksTab query={query} typeNames={typeNames} /> : null}
      {tab === 'games' ? <GamesTab query={query} /> : null}
      {tab === 'reports' ? reports : null}
    </div>
  );
}
