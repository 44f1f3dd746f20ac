/** Most points of the Over Time chart (issue 9): enough for a smooth line, small for any campaign. */
export const MAX_OVER_TIME_POINTS = 1000;

/**
 * Running totals of per-hour counts, cut to at most `max` points: the hours split evenly into
 * buckets, each keeping its last cumulative value (so the last point is always the total).
 */
export function downsampleCumulative(
  rows: ReadonlyArray<{ hour: string; clicks: number }>,
  max = MAX_OVER_TIME_POINTS,
): Array<{ hour: string; clicks: number }> {
  let sum = 0;
  const cumulative = rows.map((r) => ({ hour: r.hour, clicks: (sum += r.clicks) }));
  if (cumulative.length <= max) return cumulative;
  const out: Array<{ hour: string; clicks: number }> = [];
  for (let b = 0; b < max; b++) {
    const last = Math.floor(((b + 1) * cumulative.length) / max) - 1;
    if (last >= 0 && (out.length === 0 || out[out.length - 1] !== cumulative[last])) out.push(cumulative[last]);
  }
  return out;
}
