import type { TeamOverviewNumbers, TeamSummary } from '@advocate/api-client';
import { describe, expect, it } from 'vitest';
import { sortTeams } from './sort-teams.ts';

const team = (id: number, name: string, is_demo = false): TeamSummary => ({ id, name, is_demo, logo: null, seconds_per_impression: 15 });
const numbers = (team: number, broadcasters: number): TeamOverviewNumbers => ({
  team,
  broadcasters,
  active_broadcasters: 0,
  total_campaigns: 0,
  active_campaigns: 0,
  viewable_minutes: 0,
  clicks: 0,
});

describe('sortTeams (spec 01 §2)', () => {
  const teams = [team(1, 'Small'), team(2, 'Demo', true), team(3, 'Big'), team(4, 'Also Small')];
  const counts = [numbers(1, 2), numbers(2, 1), numbers(3, 9), numbers(4, 2)];

  it('puts demo teams first for admins, then by number of broadcasters, then by name', () => {
    expect(sortTeams(teams, counts, true).map((t) => t.name)).toEqual(['Demo', 'Big', 'Also Small', 'Small']);
  });

  it('sorts only by broadcasters for everyone else', () => {
    expect(sortTeams(teams, counts, false).map((t) => t.name)).toEqual(['Big', 'Also Small', 'Small', 'Demo']);
  });
});
