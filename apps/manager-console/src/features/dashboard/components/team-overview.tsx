import type { TeamOverviewNumbers, TeamRange, TeamSummary } from '@advocate/api-client';
import { DateRangeSelector, LoadingBar, PageSuspense, lazyPage } from '@advocate/ui-kit';
import type { DateRangeKey } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { useTeamBroadcasters } from '../api/get-team-broadcasters.ts';
import { useTeamGameViewership } from '../api/get-team-game-viewership.ts';
import { useTeamSquads } from '../api/get-team-squads.ts';
import { useSetTeamMemberSquad } from '../api/set-team-member-squad.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { TeamMenu } from './team-menu.tsx';
import { TeamTab } from './team-tab.tsx';

// The Games tab's chart is Tremor's (about 225 KB gzip): loaded when the tab opens, not with the
// dashboard, so the dashboard's first paint does not wait for it (issue 28 item 8).
const GamesTab = lazyPage(() => import('./games-tab.tsx').then((m) => m.GamesTab));

type Tab = 'team' | 'games';
const RANGES: DateRangeKey[] = ['07', '30', '90', 'all'];

/** One team's overview (spec 01 §2): Team and Games tabs, the date range, and the team menu. */
export function TeamOverview({
  team,
  numbers,
  canEdit,
}: {
  team: TeamSummary;
  numbers: TeamOverviewNumbers | undefined;
  canEdit: boolean;
}) {
  const [tab, setTab] = useState<Tab>('team');
  const [days, setDays] = useState<TeamRange>('30');
  const broadcasters = useTeamBroadcasters(team.id, days);
  const games = useTeamGameViewership(team.id, days, tab === 'games');
  const squads = useTeamSquads(team.id);
  const setMemberSquad = useSetTeamMemberSquad(team.id);
  const id = useId();
  const members = (broadcasters.data ?? []).map((b) => b.username);
  const tabs: Tab[] = ['team', 'games'];
  return (
    <section aria-labelledby={`${id}-name`} className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        {team.logo ? (
          <img src={team.logo} alt="" className="h-10 w-10 rounded-md bg-white object-contain" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-md bg-secondary text-lg font-bold text-white"
          >
            {team.name.slice(0, 1)}
          </span>
        )}
        <h2 id={`${id}-name`} className="text-xl font-semibold text-secondary">
          {team.name}
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <div role="tablist" aria-label={`${team.name} views`} className="flex rounded-md border border-gray-300 bg-white p-0.5">
            {tabs.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`${id}-${key}-tab`}
                aria-selected={tab === key}
                aria-controls={`${id}-${key}-panel`}
                tabIndex={tab === key ? 0 : -1}
                onClick={() => setTab(key)}
                onKeyDown={(event) => {
                  // WAI-ARIA tabs: the arrow keys move between the two tabs.
                  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                  const next = key === 'team' ? 'games' : 'team';
                  setTab(next);
                  document.getElementById(`${id}-${next}-tab`)?.focus();
                }}
                className={`rounded px-3 py-1 text-sm font-medium ${tab === key ? 'bg-secondary text-white' : 'text-secondary hover:bg-secondary-50'}`}
              >
                {dashboardTexts.tabs[key]}
              </button>
            ))}
          </div>
          <DateRangeSelector
            value={days}
            onChange={(value) => setDays(value as TeamRange)}
            options={RANGES}
            label={`${team.name} date range`}
          />
        </div>
      </header>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="space-y-4">
        {tab === 'team' ? (
          <>
            <TeamMenu team={team} canEdit={canEdit} members={members} squads={squads.data ?? []} />
            <TeamTab
              teamId={team.id}
              broadcasters={broadcasters.data}
              error={broadcasters.error}
              squads={squads.data ?? []}
              numbers={numbers}
              compare={days !== 'all'}
              onSquadChange={canEdit ? setMemberSquad.trigger : undefined}
            />
          </>
        ) : (
          <PageSuspense fallback={<LoadingBar label="Loading Games" />}>
            <GamesTab games={games.data} error={games.error} />
          </PageSuspense>
        )}
      </div>
    </section>
  );
}
