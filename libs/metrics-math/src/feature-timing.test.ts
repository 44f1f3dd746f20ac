import { describe, expect, it } from 'vitest';
import { canEditFeature, featureTiming, groupFeaturesByTiming, type FeatureTiming } from './feature-timing.ts';

const feature = { start_time: '2024-03-01T10:00:00Z', end_time: '2024-03-01T12:00:00Z' };

describe('featureTiming: start_time <= now < end_time is current (spec 01 §4)', () => {
  it.each<[string, FeatureTiming, boolean]>([
    ['2024-03-01T09:59:59Z', 'upcoming', true],
    ['2024-03-01T10:00:00Z', 'current', true],
    ['2024-03-01T11:59:59Z', 'current', true],
    ['2024-03-01T12:00:00Z', 'past', false],
    ['2024-03-02T00:00:00Z', 'past', false],
  ])('at %s → %s (editable %s, spec 01 §2 only current and upcoming)', (now, expected, editable) => {
    expect(featureTiming(feature, now)).toBe(expected);
    expect(canEditFeature(feature, now)).toBe(editable);
  });

  it('groups the featured-campaigns modal lists in input order', () => {
    const list = [
      { id: 1, start_time: '2024-03-05', end_time: '2024-03-06' },
      { id: 2, start_time: '2024-02-01', end_time: '2024-02-02' },
      { id: 3, start_time: '2024-03-01', end_time: '2024-03-09' },
      { id: 4, start_time: '2024-03-04', end_time: '2024-03-05' },
    ];
    const groups = groupFeaturesByTiming(list, '2024-03-03T00:00:00Z');
    expect(groups.current.map((f) => f.id)).toEqual([3]);
    expect(groups.upcoming.map((f) => f.id)).toEqual([1, 4]);
    expect(groups.past.map((f) => f.id)).toEqual([2]);
  });
});
