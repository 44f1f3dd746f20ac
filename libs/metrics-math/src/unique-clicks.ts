import { toMillis, type DateInput } from './instant.ts';

/** The fields of a raw click record that decide uniqueness (spec 01 §3). */
export interface ClickRecord {
  time: DateInput;
  broadcaster: string | null;
  component_id: number | string | null;
  ip_addr: string | null;
}

/**
 * Unique-clicks mode: keeps the last click per (ip, component, broadcaster) (spec 01 §4).
 * "Last" is the latest `time`; on equal times the later one in the list wins. Survivors keep
 * their original order, and every other field of the record is kept. See docs/decisions/124.
 * @example uniqueClicks(rawClicks).length
 */
export function uniqueClicks<T extends ClickRecord>(clicks: readonly T[]): T[] {
  const winner = new Map<string, { index: number; time: number }>();
  clicks.forEach((click, index) => {
    const key = JSON.stringify([click.ip_addr, click.component_id, click.broadcaster]);
    const parsed = toMillis(click.time);
    const time = Number.isNaN(parsed) ? -Infinity : parsed;
    const best = winner.get(key);
    if (!best || time >= best.time) winner.set(key, { index, time });
  });
  const keep = new Set([...winner.values()].map((w) => w.index));
  return clicks.filter((_, index) => keep.has(index));
}
