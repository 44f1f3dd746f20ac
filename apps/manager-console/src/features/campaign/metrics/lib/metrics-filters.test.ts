import { describe, expect, it } from 'vitest';
import { activeFilterCount, campaignDateBounds, defaultFilters, metricsQuery, normaliseFilters } from './metrics-filters.ts';

const now = '2026-11-23T21:00:00Z';

describe('metrics filters', () => {
  it('bounds the dates by the campaign and today (UTC days)', () => {
    expect(campaignDateBounds({ start_date: '2026-10-01T05:00:00Z', end_date: '2026-12-31T00:00:00Z' }, now)).toEqual({
      min: '2026-10-01',
      max: '2026-11-23',
    });
    expect(campaignDateBounds({ start_date: '2026-10-01T05:00:00Z', end_date: '2026-10-20T00:00:00Z' }, now)).toEqual({
      min: '2026-10-01',
      max: '2026-10-20',
    });
    expect(campaignDateBounds({ start_date: '2026-10-01T05:00:00Z', end_date: null }, now)).toEqual({
      min: '2026-10-01',
      max: '2026-11-23',
    });
    expect(campaignDateBounds({ start_date: '2026-12-05T00:00:00Z', end_date: null }, now)).toEqual({
      min: '2026-12-05',
      max: '2026-12-05',
    });
  });

  it('clamps and orders the dates and sends only the chosen audience', () => {
    const bounds = { min: '2026-10-01', max: '2026-11-23' };
    const draft = {
      ...defaultFilters(bounds),
      dateFrom: '2026-11-30',
      dateTo: '2026-09-01',
      broadcasters: ['b', 'a'],
      groups: [4],
      mode: 'groups' as const,
    };
    const normal = normaliseFilters(draft, bounds);
    expect([normal.dateFrom, normal.dateTo]).toEqual(['2026-10-01', '2026-11-23']);
    expect(normal.broadcasters).toEqual([]);
    expect(metricsQuery('nova', normal)).toEqual({
      slug: 'nova',
      filters: { date_from: '2026-10-01', date_to: '2026-11-23', broadcasters: [], groups: [4], component_types: [], unique: false },
    });
    const byName = normaliseFilters({ ...draft, mode: 'broadcasters', unique: true, componentTypes: ['live-graphics'] }, bounds);
    expect(metricsQuery('nova', byName).filters).toMatchObject({
      broadcasters: ['a', 'b'],
      groups: [],
      unique: true,
      component_types: ['live-graphics'],
    });
    expect(activeFilterCount(byName, bounds)).toBe(3);
    expect(activeFilterCount(defaultFilters(bounds), bounds)).toBe(0);
  });
});
