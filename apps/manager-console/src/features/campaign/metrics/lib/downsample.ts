/** No chart draws more points than this (issue 9): beyond it lines turn to noise and the page slows down. */
export const MAX_CHART_POINTS = 1000;

/**
 * Cuts a series to at most `max` points by splitting it into even buckets and keeping one point
 * per bucket: the one `pick` chooses (default: the last, which is right for cumulative series and
 * keeps the series' final value). Shorter series come back as they are. See decision 592.
 * @example downsample(hourlyPoints, 1000).length // ≤ 1000
 */
export function downsample<T>(
  points: readonly T[],
  max = MAX_CHART_POINTS,
  pick: (bucket: readonly T[]) => T = (bucket) => bucket[bucket.length - 1],
): T[] {
  if (points.length <= max) return [...points];
  const size = points.length / Math.max(1, max);
  const out: T[] = [];
  for (let i = 0; i < max; i += 1) {
    const bucket = points.slice(Math.floor(i * size), Math.floor((i + 1) * size));
    if (bucket.length > 0) out.push(pick(bucket));
  }
  return out;
}

/**
 * For series of amounts per period (not cumulative): each bucket becomes one point holding the
 * bucket's first label and the sum of `key` over it, so totals stay true after thinning.
 */
export function downsampleSum<T extends Record<string, unknown>>(points: readonly T[], key: keyof T & string, max = MAX_CHART_POINTS): T[] {
  return downsample(points, max, (bucket) => ({
    ...bucket[0],
    [key]: bucket.reduce((sum, p) => sum + (typeof p[key] === 'number' ? (p[key] as number) : 0), 0),
  }));
}
