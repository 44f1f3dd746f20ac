import type { BroadcasterCampaign } from '@advocate/api-client';
import { describe, expect, it } from 'vitest';
import { campaignTotals, groupCampaigns } from './campaign-groups.ts';

const now = new Date('2026-06-15T12:00:00Z');
const campaign = (slug: string, over: Partial<BroadcasterCampaign> = {}): BroadcasterCampaign => ({
  slug,
  name: slug,
  status: 'Active',
  start_date: '2026-06-01T00:00:00Z',
  end_date: '2026-07-01T00:00:00Z',
  team: 1,
  team_name: 'T',
  allow_self_deactivate: false,
  payment_terms: '',
  general_guidelines: '',
  description: '',
  requirements: '',
  client: '',
  website: '',
  has_conversions: false,
  components: [],
  active_periods: [],
  metrics: { clicks: 0, conversions: 0 },
  ...over,
});

describe('groupCampaigns (spec 02 §2)', () => {
  it('puts not-started campaigns in Upcoming, ended ones in Past, others by status with Deactivated as Suspended', () => {
    const groups = groupCampaigns(
      [
        campaign('up', { start_date: '2026-07-01T00:00:00Z', end_date: null, status: 'Pending' }),
        campaign('past', { end_date: '2026-06-01T00:00:00Z', start_date: '2026-05-01T00:00:00Z', status: 'Active' }),
        campaign('flagged', { status: 'Flagged' }),
        campaign('pending', { status: 'Pending' }),
        campaign('off', { status: 'Deactivated' }),
        campaign('on'),
      ],
      now,
    );
    expect(groups.map((g) => [g.group, g.campaigns.map((c) => c.slug)])).toEqual([
      ['Active', ['flagged', 'on']],
      ['Pending', ['pending']],
      ['Upcoming', ['up']],
      ['Suspended', ['off']],
      ['Past', ['past']],
    ]);
  });

  it('totals the campaigns, the active ones, clicks and conversions', () => {
    const totals = campaignTotals(
      [
        campaign('a', { metrics: { clicks: 5, conversions: 1 }, has_conversions: true }),
        campaign('b', { status: 'Deactivated', metrics: { clicks: 2, conversions: 0 } }),
      ],
      now,
    );
    expect(totals).toEqual({ campaigns: 2, active: 1, clicks: 7, conversions: 1, hasConversions: true });
  });
});
