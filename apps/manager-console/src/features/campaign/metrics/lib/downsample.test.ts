import { describe, expect, it } from 'vitest';
import { downsample, downsampleSum, MAX_CHART_POINTS } from './downsample.ts';

describe('downsample', () => {
  it('returns short series unchanged', () => {
    expect(downsample([1, 2, 3], 10)).toEqual([1, 2, 3]);
  });

  it('keeps at most the maximum and ends on the last point (cumulative series)', () => {
    const hours = Array.from({ length: 24 * 365 }, (_, i) => ({ hour: i, total: i + 1 }));
    const thin = downsample(hours);
    expect(thin.length).toBe(MAX_CHART_POINTS);
    expect(thin[thin.length - 1]).toEqual(hours[hours.length - 1]);
    const totals = thin.map((p) => p.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('sums amounts per bucket so the total is kept', () => {
    const days = Array.from({ length: 2500 }, (_, i) => ({ day: `d${i}`, clicks: 2 }));
    const thin = downsampleSum(days, 'clicks', 1000);
    expect(thin.length).toBeLessThanOrEqual(1000);
    expect(thin.reduce((s, p) => s + p.clicks, 0)).toBe(5000);
    expect(thin[0].day).toBe('d0');
  });
});
