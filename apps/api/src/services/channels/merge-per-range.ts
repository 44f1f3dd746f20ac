import { CHANNEL_RANGES, type PerRange } from '../../repositories/channels-repository.ts';

type PerRangeKeys<T> = { [K in keyof T]: T[K] extends PerRange ? K : never }[keyof T];

const combine = (a: PerRange, b: PerRange, op: (x: number, y: number) => number): PerRange =>
  Object.fromEntries(CHANNEL_RANGES.map((r) => [r, op(a[r], b[r])])) as PerRange;

/**
 * Rows of two day windows as one: rows of the same key get each range of `summed` added and of
 * `maxed` the higher; rows in one window only are kept as they are. Order: `a`'s, then `b`'s new keys.
 */
export function mergePerRangeRows<T extends object>(
  a: readonly T[], b: readonly T[], key: (row: T) => string, summed: ReadonlyArray<PerRangeKeys<T>>, maxed: ReadonlyArray<PerRangeKeys<T>> = [],
): T[] {
  const merged = new Map<string, T>(a.map((row) => [key(row), row]));
  for (const row of b) {
    const k = key(row);
    const earlier = merged.get(k);
    if (!earlier) {
      merged.set(k, row);
      continue;
    }
    const both = { ...earlier };
    for (const m of summed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, (x, y) => x + y) as T[typeof m];
    for (const m of maxed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, Math.max) as T[typeof m];
    merged.set(k, both);
  }
  return [...merged.values()];
}
