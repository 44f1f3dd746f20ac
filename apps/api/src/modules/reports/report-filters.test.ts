import { describe, expect, it } from 'vitest';
import { reportFilters } from './report-content.ts';

const campaign = {
  id: 7,
  name: 'Spring',
  slug: 'spring',
  start_date: new Date('2026-03-01T10:00:00Z'),
  end_date: null,
  team_name: 'Nebula',
};
const now = new Date('2026-03-20T12:00:00Z');

describe('reportFilters: the UTC days a report reads (decision 597)', () => {
  it('counts a start and an end by the UTC day they fall on', () => {
    const f = reportFilters(campaign, new Date('2026-03-05T08:00:00Z'), new Date('2026-03-10T15:30:00Z'), now, null);
    expect([f.since, f.until]).toEqual(['2026-03-05', '2026-03-10']);
  });

  it('ends with the day before when the end is exactly midnight UTC', () => {
    const f = reportFilters(campaign, new Date('2026-03-05T00:00:00Z'), new Date('2026-03-10T00:00:00Z'), now, null);
    expect([f.since, f.until]).toEqual(['2026-03-05', '2026-03-09']);
  });

  it('clamps to the campaign start and to today', () => {
    const f = reportFilters(campaign, new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'), now, [3]);
    expect(f).toMatchObject({ campaignId: 7, since: '2026-03-01', until: '2026-03-20', broadcasterIds: [3], unique: false });
  });
});
