import { CHANNEL_RANGES, type PerRange } from '../../repositories/channels-repository.ts';

type PerRangeKeys<T> = { [K in keyof T]: T[K] extends PerRange ? K : never }[keyof T];

const combine = (a: PerRange, b: PerRange, op: (x: number, y: number) => number): PerRange => {
  const out = {} as PerRange;
  for (const r of CHANNEL_RANGES) out[r] = op(a[r], b[r]);
  return out;
};
const add = (x: number, y: number) => x + y;

/**
 * Rows of two day windows as one: rows of the same key get each range of `summed` added and of
 * `maxed` the higher; rows in one window only are kept as they are. Order: `a`'s, then `b`'s new keys.
 */
export function mergePerRangeRows<T extends object>(
  a: readonly T[], b: readonly T[], key: (row: T) => string, summed: ReadonlyArray<PerRangeKeys<T>>, maxed: ReadonlyArray<PerRangeKeys<T>> = [],
): T[] {
  // The last day's rows are few and the closed days' many: index the few, walk the many once.
  const later = new Map<string, T>(b.map((row) => [key(row), row]));
  const merged: T[] = [];
  for (const earlier of a) {
    const k = key(earlier);
    const row = later.get(k);
    if (!row) {
      merged.push(earlier);
      continue;
    }
    later.delete(k);
    const both = { ...earlier };
    for (const m of summed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, add) as T[typeof m];
    for (const m of maxed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, Math.max) as T[typeof m];
    merged.push(both);
  }
  return [...merged, ...later.values()];
}
