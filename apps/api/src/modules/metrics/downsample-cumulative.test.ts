import { describe, expect, it } from 'vitest';
import { downsampleCumulative } from './downsample-cumulative.ts';

const hours = (n: number) => Array.from({ length: n }, (_, i) => ({ hour: `h${i}`, clicks: 1 }));

describe('downsampleCumulative', () => {
  it('keeps every hour as a running total when small', () => {
    expect(
      downsampleCumulative([
        { hour: 'a', clicks: 2 },
        { hour: 'b', clicks: 3 },
      ]),
    ).toEqual([
      { hour: 'a', clicks: 2 },
      { hour: 'b', clicks: 5 },
    ]);
  });
  it('cuts to at most max points, keeping the last value of each bucket', () => {
    const out = downsampleCumulative(hours(2500), 1000);
    expect(out.length).toBeLessThanOrEqual(1000);
    expect(out[out.length - 1]).toEqual({ hour: 'h2499', clicks: 2500 });
    expect(out.every((p, i) => i === 0 || p.clicks > out[i - 1].clicks)).toBe(true);
  });
  it('answers nothing for no hours', () => {
    expect(downsampleCumulative([])).toEqual([]);
  });
});
