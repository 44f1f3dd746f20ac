import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FILTER_THRESHOLD, groupCampaignsByTeam, showCampaignFilter } from './campaign-groups.ts';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeManager as manager } from '@advocate/api-client/testing';

describe('showCampaignFilter: admins only, more than 10 campaigns (spec 00 §2, §9, 01 §2)', () => {
  it.each([
    ['admin, 11', admin(), 11, true],
    ['admin, 10', admin(), 10, false],
    ['admin, 0', admin(), 0, false],
    ['manager who can edit everything, 50', manager({ permissions_campaigns: 0, permissions_users: 0, permissions_teams: 0 }), 50, false],
    ['broadcaster, 50', broadcaster(), 50, false],
    ['nobody, 50', null, 50, false],
  ])('%s → %s', (_name, user, count, expected) => {
    expect(showCampaignFilter(user, count)).toBe(expected);
  });

  it('threshold is 10', () => {
    expect(CAMPAIGN_FILTER_THRESHOLD).toBe(10);
  });
});

describe('groupCampaignsByTeam: admin sidebar grouped by team with logo or default icon (spec 00 §2, 01 §2)', () => {
  const teams = [
    { id: 1, name: 'zeta brand', logo: 'https://cdn/z.png' },
    { id: 2, name: 'Acme', logo: null },
    { id: 3, name: 'Empty Team', logo: 'https://cdn/e.png' },
    { id: 4, name: 'acme', logo: '' },
    { id: 5, name: 'Team 10', logo: null },
    { id: 6, name: 'Team 9', logo: null },
  ];
  const c = (slug: string, name: string, team: number | null) => ({ slug, name, team });

  it('orders teams by name, campaigns by name, and puts the rest last', () => {
    const campaigns = [
      c('z2', 'Winter', 1),
      c('z1', 'autumn', 1),
      c('loose', 'No Team Campaign', null),
      c('a1', 'Launch', 2),
      c('ghost', 'Unknown Team', 99),
      c('a2', 'Launch', 4),
      c('t10', 'Ten', 5),
      c('t9', 'Nine', 6),
    ];
    expect(groupCampaignsByTeam(campaigns, teams)).toEqual([
      { key: 'team-2', name: 'Acme', logo: null, teamId: 2, campaigns: [c('a1', 'Launch', 2)] },
      { key: 'team-4', name: 'acme', logo: null, teamId: 4, campaigns: [c('a2', 'Launch', 4)] },
      { key: 'team-6', name: 'Team 9', logo: null, teamId: 6, campaigns: [c('t9', 'Nine', 6)] },
      { key: 'team-5', name: 'Team 10', logo: null, teamId: 5, campaigns: [c('t10', 'Ten', 5)] },
      { key: 'team-1', name: 'zeta brand', logo: 'https://cdn/z.png', teamId: 1, campaigns: [c('z1', 'autumn', 1), c('z2', 'Winter', 1)] },
      {
        key: 'no-team',
        name: null,
        logo: null,
        teamId: null,
        campaigns: [c('loose', 'No Team Campaign', null), c('ghost', 'Unknown Team', 99)],
      },
    ]);
  });

  it.each([
    ['no campaigns', [], []],
    ['only team-less campaigns', [c('x', 'X', null)], ['no-team']],
    ['no team-less campaigns: no last group', [c('x', 'X', 3)], ['team-3']],
  ])('%s', (_name, campaigns, expectedKeys) => {
    expect(groupCampaignsByTeam(campaigns, teams).map((g) => g.key)).toEqual(expectedKeys);
  });

  it('equal campaign names fall back to slug order', () => {
    const groups = groupCampaignsByTeam([c('b', 'Same', 2), c('a', 'Same', 2)], teams);
    expect(groups[0].campaigns.map((x) => x.slug)).toEqual(['a', 'b']);
  });

  it('keeps extra campaign fields', () => {
    const [group] = groupCampaignsByTeam([{ ...c('x', 'X', 2), is_demo: true }], teams);
    expect(group.campaigns[0].is_demo).toBe(true);
  });
});
