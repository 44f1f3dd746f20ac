import { describe, expect, it } from 'vitest';
import { campaignProgress, campaignState, isCampaignEnded, type CampaignState } from './campaign-state.ts';
import { minutes } from './units.ts';

describe('campaignState (spec 01 §4: started at start_date, ended when end_date is past, none = ongoing)', () => {
  it.each<[string, string | null, string, CampaignState]>([
    ['2024-03-10', '2024-03-20', '2024-03-09T23:59:59Z', 'not-started'],
    ['2024-03-10', '2024-03-20', '2024-03-10T00:00:00Z', 'running'],
    ['2024-03-10', '2024-03-20', '2024-03-20T23:59:59Z', 'running'], // date-only end includes the day
    ['2024-03-10', '2024-03-20', '2024-03-21T00:00:00Z', 'ended'],
    ['2024-03-10', null, '2030-01-01T00:00:00Z', 'running'],
    ['2024-03-10', '', '2030-01-01T00:00:00Z', 'running'],
    ['2024-03-10T12:00:00Z', '2024-03-15T08:00:00Z', '2024-03-15T07:59:59Z', 'running'],
    ['2024-03-10T12:00:00Z', '2024-03-15T08:00:00Z', '2024-03-15T08:00:00Z', 'ended'], // End Campaign: end = now
    ['2024-03-10T12:00:00Z', null, '2024-03-10T11:00:00Z', 'not-started'],
  ])('start %s end %s at %s → %s', (start_date, end_date, now, expected) => {
    expect(campaignState({ start_date, end_date }, now)).toBe(expected);
    expect(isCampaignEnded({ start_date, end_date }, now)).toBe(expected === 'ended');
  });
});

describe('campaignProgress (spec 01 §4: elapsed share capped at 1; target-based without end date)', () => {
  const dated = { start_date: '2024-03-01T00:00:00Z', end_date: '2024-03-11T00:00:00Z' };
  it.each([
    ['before start', dated, '2024-02-20T00:00:00Z', 0, 0],
    ['at start', dated, '2024-03-01T00:00:00Z', 0, 0],
    ['halfway', dated, '2024-03-06T00:00:00Z', 0, 0.5],
    ['at end', dated, '2024-03-11T00:00:00Z', 0, 1],
    ['after end', dated, '2025-01-01T00:00:00Z', 0, 1],
    ['date-only end: whole last day', { start_date: '2024-03-01', end_date: '2024-03-02' }, '2024-03-02T00:00:00Z', 0, 0.5],
    [
      'zero-length period not ended',
      { start_date: '2024-03-01T00:00:00Z', end_date: '2024-03-01T00:00:00Z' },
      '2024-02-01T00:00:00Z',
      0,
      0,
    ],
    ['target quarter', { start_date: '2024-03-01', end_date: null, target: 1000 }, '2024-03-05', 250, 0.25],
    ['target met is capped', { start_date: '2024-03-01', end_date: null, target: 1000 }, '2024-03-05', 5000, 1],
    ['no target', { start_date: '2024-03-01', end_date: null }, '2024-03-05', 5000, 0],
    ['zero target', { start_date: '2024-03-01', end_date: null, target: 0 }, '2024-03-05', 5000, 0],
    ['target, nothing viewed', { start_date: '2024-03-01', end_date: null, target: 1 }, '2024-03-05', 0, 0],
  ])('%s', (_name, campaign, now, vm, expected) => {
    expect(campaignProgress(campaign, now, minutes(vm))).toBeCloseTo(expected);
  });
});
