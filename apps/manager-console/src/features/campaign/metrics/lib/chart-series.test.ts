import { describe, expect, it } from 'vitest';
import { cumulativeSeries, dayWithYear, hourOfDaySeries, periodSeries, rateSeries, timeLabel } from './chart-series.ts';

describe('chart series', () => {
  it('labels UTC days and hours', () => {
    expect(timeLabel('2026-11-03')).toBe('Nov 3');
    expect(timeLabel('2026-11-03T14:00:00.000Z')).toBe('Nov 3, 14:00');
    expect(timeLabel('Chess')).toBe('Chess');
    expect(dayWithYear('2026-11-03')).toBe('Nov 3, 2026');
  });

  it('fills all 24 hours of the day', () => {
    const points = hourOfDaySeries(
      [
        { h: 23, n: 2 },
        { h: 0, n: 1 },
        { h: 0, n: 1 },
      ],
      (r) => r.h,
      (r) => r.n,
    );
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ label: '00:00', value: 2 });
    expect(points[23]).toEqual({ label: '23:00', value: 2 });
  });

  it('keeps every series at 1,000 points or fewer with its meaning intact', () => {
    const hours = Array.from({ length: 5000 }, (_, i) => ({ hour: `2026-01-01T00:00:00Z`, clicks: i + 1 }));
    const cumulative = cumulativeSeries(
      hours,
      (r) => r.hour,
      (r) => r.clicks,
    );
    expect(cumulative.length).toBeLessThanOrEqual(1000);
    expect(cumulative[cumulative.length - 1].value).toBe(5000);
    const days = Array.from({ length: 3000 }, () => ({ day: '2026-01-01', n: 3 }));
    expect(
      periodSeries(
        days,
        (r) => r.day,
        (r) => r.n,
      ).reduce((s, p) => s + p.value, 0),
    ).toBe(9000);
    expect(
      rateSeries(
        days,
        (r) => r.day,
        (r) => r.n,
      ).every((p) => p.value === 3),
    ).toBe(true);
  });
});
