/** From this value on, counts show as millions with an 'M' suffix (spec 00 §9, 01 §9). */
export const MILLIONS_THRESHOLD = 10_000_000;

// Fixed 'en-US' so the console reads the same on every machine: ',' groups thousands, '.' is the decimal point.
const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' });

/**
 * Formats a count for tiles and cards. 10 million or more (by absolute value): millions, at most
 * two decimals, trailing zeros dropped, suffix 'M'. Below: the number with ',' thousands separators
 * and at most two decimals. Non-finite input shows '0'. See docs/decisions/122.
 * @example formatCount(12_345_678) // '12.35M'
 * @example formatCount(1_234_567) // '1,234,567'
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (Math.abs(n) >= MILLIONS_THRESHOLD) return `${format.format(n / 1_000_000)}M`;
  return format.format(n);
}
