import type { Queryable } from '../../db/db.ts';
import { findLinkByKey, type RedirectLinkRow } from '../../repositories/link-runtime-repository.ts';

/** A key's link as the redirect reads it; the same object until the cache looks the key up again. */
export type CachedLink = RedirectLinkRow;

/**
 * How long a key's lookup is reused (decisions 520, 612): another API process's change (a link
 * deactivated, UTM settings, a webhook added) reaches this one's redirects within this time; a
 * change made through this process is seen at once (`forgetCachedLinks`).
 */
export const LINK_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Bumped by every change to what a redirect reads; entries of an older generation are looked up again. */
let generation = 0;

/**
 * Drops every cached lookup of this process: called after a change to links, their campaign's
 * redirect settings or webhooks. Cheap; the next click of each key queries once.
 */
export function forgetCachedLinks(): void {
  generation += 1;
}

/**
 * The redirect's key lookup with a short in-memory cache (unknown keys included, so a flood of
 * made-up keys costs one query per key and 5 s). Oldest entries go first past MAX_ENTRIES.
 */
export function createLinkCache(db: Queryable) {
  const entries = new Map<string, { row: RedirectLinkRow | undefined; until: number; generation: number }>();
  return async (key: string): Promise<RedirectLinkRow | undefined> => {
    const t = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > t && hit.generation === generation) return hit.row;
    const seen = generation;
    const row = await findLinkByKey(db, key);
    entries.delete(key);
    entries.set(key, { row, until: t + LINK_CACHE_MS, generation: seen });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return row;
  };
}
