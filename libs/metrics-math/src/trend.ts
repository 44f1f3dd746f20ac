/** Direction of a comparison arrow: neutral, green, double green, red, double red (spec 00 §9, 01 §9). */
export type Trend = 'neutral' | 'up' | 'strong-up' | 'down' | 'strong-down';

/** The two thresholds of a comparison, as fractions of the previous value: `[low, high]`. */
export type TrendThresholds = readonly [low: number, high: number];

// Absorbs float noise so that 0.6 → 0.72 (exactly +20 %) lands on the 0.2 threshold, not below it.
const EPSILON = 1e-9;

/**
 * Relative change (current − previous) / |previous|; null when it cannot be computed
 * (previous is 0 or either value is not a finite number).
 * @example relativeChange(120, 100) // 0.2
 */
export function relativeChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/**
 * Classifies the change from `previous` to `current` against `[low, high]`.
 * Boundaries are inclusive: a change of exactly `low` is 'up' / 'down', exactly `high` is
 * 'strong-up' / 'strong-down'. With previous = 0 any rise is 'strong-up' (growth from nothing)
 * and 0 → 0 is 'neutral'. Non-finite input is 'neutral'. See docs/decisions/120.
 * @example trend(150, 100, CHANNEL_TREND_THRESHOLDS.visits) // 'strong-up'
 */
export function trend(current: number, previous: number, [low, high]: TrendThresholds): Trend {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return 'neutral';
  if (previous === 0) {
    if (current > 0) return 'strong-up';
    return current < 0 ? 'strong-down' : 'neutral';
  }
  const change = (current - previous) / Math.abs(previous);
  const size = Math.abs(change);
  if (size < EPSILON || size + EPSILON < low) return 'neutral';
  const strong = size + EPSILON >= high;
  if (change > 0) return strong ? 'strong-up' : 'up';
  return strong ? 'strong-down' : 'down';
}
