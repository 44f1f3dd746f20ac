import type { PerRange } from '../repositories/channels-repository.ts';

type PerRangeKeys<T> = { [K in keyof T]: T[K] extends PerRange ? K : never }[keyof T];

const combine = (a: PerRange, b: PerRange, op: (x: number, y: number) => number): PerRange => a.map((x, i) => op(x, b[i]));
const add = (x: number, y: number) => x + y;

/**
 * One broadcaster's rows of two day windows as one: a row of `b` the `same` as one of `a` is added
 * to it (each range of `summed` added, of `maxed` the higher, in a new row); the others are kept as
 * they are. Order: `a`'s, then `b`'s new rows. A broadcaster has a few dozen rows, so each row of
 * `b` is looked up by a scan, with nothing allocated but the rows that change.
 */
export function mergePerRangeRows<T extends object>(
  a: readonly T[],
  b: readonly T[],
  same: (x: T, y: T) => boolean,
  summed: ReadonlyArray<PerRangeKeys<T>>,
  maxed: ReadonlyArray<PerRangeKeys<T>> = [],
): T[] {
  if (b.length === 0) return a as T[];
  const merged = [...a];
  for (const row of b) {
    const at = merged.findIndex((earlier) => same(earlier, row));
    if (at === -1) {
      merged.push(row);
      continue;
    }
    const earlier = merged[at];
    const both = { ...earlier };
    for (const m of summed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, add) as T[typeof m];
    for (const m of maxed) both[m] = combine(earlier[m] as PerRange, row[m] as PerRange, Math.max) as T[typeof m];
    merged[at] = both;
  }
  return merged;
}
