import { describe, expect, it } from 'vitest';
import { pageVerdict, verdictLines, type RunFigures } from './first-paint-goal.ts';

const run = (score: number, lcpMs: number): RunFigures => ({ score, lcpMs, fcpMs: 900, tbtMs: 40, cls: 0 });

describe('pageVerdict', () => {
  it('takes the median run by score and reports the spread', () => {
    const verdict = pageVerdict('login', [run(99, 1800), run(93, 2700), run(97, 2100)]);
    expect(verdict.median).toEqual(run(97, 2100));
    expect(verdict.spread).toEqual({ score: [93, 99], lcpMs: [1800, 2700] });
    expect(verdict.meetsGoal).toBe(true);
  });

  it('misses the goal on a median under 95 or over 2.5 s', () => {
    expect(pageVerdict('a', [run(94, 1000), run(94, 1000), run(100, 900)]).meetsGoal).toBe(false);
    expect(pageVerdict('b', [run(96, 2600), run(96, 2600), run(100, 900)]).meetsGoal).toBe(false);
    expect(pageVerdict('c', [run(95, 2500)]).meetsGoal).toBe(true);
  });

  it('takes the slower LCP among runs of the same score, and refuses no runs', () => {
    expect(pageVerdict('d', [run(96, 1000), run(96, 2000), run(96, 1500)]).median.lcpMs).toBe(1500);
    expect(pageVerdict('e', [run(96, 1000), run(96, 2000)]).median.lcpMs).toBe(2000);
    expect(() => pageVerdict('f', [])).toThrow(/no Lighthouse run/);
  });

  it('prints the median, the spread and every run', () => {
    const lines = verdictLines(pageVerdict('Login page', [run(99, 1800), run(93, 2700), run(97, 2100)]));
    expect(lines[0]).toBe('Login page: performance 97, LCP 2.10 s (median of 3) — meets the goal (95+, LCP ≤ 2.50 s)');
    expect(lines[1]).toBe('  spread: performance 93-99, LCP 1.80 s-2.70 s');
    expect(lines).toHaveLength(5);
  });
});
