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
