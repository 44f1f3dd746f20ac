import { firstErrorText, useCampaigns, useTeams } from '@advocate/api-client';
import { Button, EmptyState, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useState } from 'react';
import { useActivityPeople } from './api/get-activity-people.ts';
import { useActivity } from './api/get-activity.ts';
import { activityTexts as t } from './activity-texts.ts';
import { ActivityExport } from './components/activity-export.tsx';
import { ActivityFilterBar } from './components/activity-filter-bar.tsx';
import { ActivityTable } from './components/activity-table.tsx';
import { filterQuery, NO_FILTERS, type ActivityFilterState } from './lib/activity-filters.ts';

/**
 * /activity (issue 30 part 4; the route needs canViewUsers): every manager action of the viewer's
 * teams (all for admins), newest first, filtered, a page at a time by cursor, and exported as CSV.
 */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilterState>(NO_FILTERS);
  // The cursors of the pages walked so far: the first page has none.
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const query = filterQuery(filters);
  const page = useActivity(cursor ? { ...query, cursor } : query);
  const { data: teams = [] } = useTeams();
  const { data: campaigns = [] } = useCampaigns();
  const { data: people = [] } = useActivityPeople();

  const change = (next: Partial<ActivityFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    setCursors([undefined]);
  };

  return (
    <div className="space-y-6">
      <PageTitle page={t.page} />
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <p className="max-w-3xl text-sm text-gray-600">{t.intro}</p>
        <ActivityExport filters={query} />
      </div>
      <ActivityFilterBar
        state={filters}
        teams={teams}
        campaigns={campaigns}
        people={people}
        onChange={change}
        onClear={() => change(NO_FILTERS)}
      />
      <section aria-label={t.page} className="rounded-lg bg-white p-4 shadow-sm">
        {page.error ? (
          <FormError message={firstErrorText(page.error)} />
        ) : !page.data ? (
          <LoadingBar label={t.loading} />
        ) : page.data.results.length === 0 ? (
          <EmptyState message={t.empty} />
        ) : (
          <ActivityTable entries={page.data.results} />
        )}
      </section>
      <nav aria-label={t.pageOf(cursors.length)} className="flex items-center justify-between gap-3">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t.newer}
        </Button>
        <span className="text-sm text-gray-600">{t.pageOf(cursors.length)}</span>
        <Button
          variant="secondary"
          disabled={!page.data?.next}
          onClick={() => {
            const next = page.data?.next;
            if (next) setCursors((c) => [...c, next]);
          }}
        >
          {t.older}
        </Button>
      </nav>
    </div>
  );
}
