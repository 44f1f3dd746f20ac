/**
 * The previous 30 days, derived for the 30-day view: the 60-day figure minus the 30-day figure
 * of each key, never below 0 (spec 01 §2 channels: "On the 30-day range cards show trend versus
 * the 60-day stats"). Only additive figures (counts, sums of minutes) may be passed; averages and
 * peaks cannot be split this way. A key missing from `stats30` counts as 0. See docs/decisions/121.
 * @example previousPeriod({ visits: 300 }, { visits: 120 }) // { visits: 180 }
 */
export function previousPeriod<T extends Record<string, number>>(stats60: T, stats30: Partial<T>): T {
  const result: Record<string, number> = {};
  for (const key of Object.keys(stats60)) {
    const whole = Number.isFinite(stats60[key]) ? stats60[key] : 0;
    const recent = stats30[key];
    const last30 = typeof recent === 'number' && Number.isFinite(recent) ? recent : 0;
    result[key] = Math.max(0, whole - last30);
  }
  // Subtracting like from like keeps each key's unit, so the brand of T survives.
  return result as T;
}
