import type { Queryable } from '../../db/db.ts';
import { findLinkByKey, type RedirectLinkRow } from './repositories/link-runtime-repository.ts';

/** A key's link as the redirect reads it; the same object until the cache looks the key up again. */
export type CachedLink = RedirectLinkRow;

/**
 * How long a key's lookup is reused (decisions 520, 612): another API process's change (a link
 * deactivated, UTM settings, a webhook added) reaches this one's redirects within this time; a
 * change made through this process is seen at once (`forgetCachedLinks`).
 */
export const LINK_CACHE_MS = 5_000;
/**
 * A key clicked in the last part of its entry's life is looked up again in the background, so its
 * clicks keep the entry they have and none waits for the query (decision 638).
 */
export const LINK_REFRESH_AHEAD_MS = 1_000;
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

interface Entry {
  row: RedirectLinkRow | undefined;
  until: number;
  generation: number;
}

/**
 * `find` behind a short in-memory cache (unknown keys included, so a flood of made-up keys costs one
 * query per key and 5 s). Oldest entries go first past MAX_ENTRIES. One query per key at a time
 * (decision 638): the clicks that find no usable entry share the lookup under way, of the current
 * generation, instead of each sending its own; and a key still clicked near its entry's end is
 * looked up ahead of it. A failed lookup fails the clicks that waited for it; a failed refresh
 * ahead leaves the entry to run out.
 */
export function cachedLookup(find: (key: string) => Promise<RedirectLinkRow | undefined>, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { generation: number; lookup: Promise<RedirectLinkRow | undefined> }>();

  const lookUp = (key: string): Promise<RedirectLinkRow | undefined> => {
    const seen = generation;
    const under = pending.get(key);
    if (under && under.generation === seen) return under.lookup;
    const started = now();
    const lookup = find(key)
      .then((row) => {
        // A lookup started before a change is stored as of its generation, so the next click looks again;
        // one that returns after a newer generation's leaves that entry in place.
        if ((entries.get(key)?.generation ?? seen) > seen) return row;
        entries.delete(key);
        entries.set(key, { row, until: started + LINK_CACHE_MS, generation: seen });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        return row;
      })
      .finally(() => {
        if (pending.get(key)?.lookup === lookup) pending.delete(key);
      });
    pending.set(key, { generation: seen, lookup });
    return lookup;
  };

  return async (key: string): Promise<RedirectLinkRow | undefined> => {
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.until > t && hit.generation === generation) {
      if (hit.until - t <= LINK_REFRESH_AHEAD_MS && !pending.has(key)) lookUp(key).catch(() => undefined);
      return hit.row;
    }
    return lookUp(key);
  };
}

/** The redirect's key lookup (`cachedLookup` over the link runtime repository). */
export function createLinkCache(db: Queryable) {
  return cachedLookup((key) => findLinkByKey(db, key));
}
