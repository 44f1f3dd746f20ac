import type { Minutes } from './units.ts';

/**
 * CVM: clicks per million viewed minutes (spec 01 §9). 0 when there are no viewable minutes,
 * so a channel that never streamed shows 0 rather than Infinity.
 * @example cvm(50, minutes(2_000_000)) // 25
 */
export function cvm(clicks: number, viewableMinutes: Minutes): number {
  if (!Number.isFinite(clicks) || !Number.isFinite(viewableMinutes) || viewableMinutes <= 0) return 0;
  return (clicks * 1_000_000) / viewableMinutes;
}

/**
 * CVM as the pages show it and the report files hold it: two decimals (issue 26).
 * @example roundedCvm(31.431165747014038) // 31.43
 */
export const roundedCvm = (value: number): number => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);
