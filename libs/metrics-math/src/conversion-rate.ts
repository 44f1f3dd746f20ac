/**
 * Conversion rate in percent: conversions / clicks × 100, or 0 without clicks (spec 01 §9, 02 §9).
 * @example conversionRate(5, 200) // 2.5
 */
export function conversionRate(conversions: number, clicks: number): number {
  if (!Number.isFinite(conversions) || !Number.isFinite(clicks) || clicks <= 0) return 0;
  return (conversions / clicks) * 100;
}
