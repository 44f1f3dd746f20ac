import { TRACKED_LINK_COMPONENT_TYPES } from '@advocate/auth-and-guards/policies';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { ReachRow } from './repositories/broadcaster-actions-repository.ts';
import {
  campaignComponentLinks,
  insertTrackingLink,
  setTrackingLinksActive,
  type TrackingLinkRow,
} from '../links/repositories/tracking-links-repository.ts';
import { forgetCachedLinks } from '../links/link-cache.ts';

/**
 * The broadcasters' tracked links (ARCHITECTURE §6; decision 433): one row per (broadcaster,
 * component, target) with a short unguessable key; `<PUBLIC_API_URL>/l/<key>` is what they share.
 */

/** Component types whose link is tracked per broadcaster (the shared policy). */
export const TRACKABLE_TYPES: readonly string[] = TRACKED_LINK_COMPONENT_TYPES;

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const TRACKING_KEY_LENGTH = 6;

/** A new key: 6 characters drawn with the crypto generator from 62 (about 36 bits). */
export function newTrackingKey(): string {
  let key = '';
  for (let i = 0; i < TRACKING_KEY_LENGTH; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The public address of a key. */
export const trackedUrl = (publicApiUrl: string, key: string) => `${publicApiUrl.replace(/\/+$/, '')}/l/${key}`;

/** The row for (broadcaster, component, target), made with a fresh key when missing, reactivated when inactive. */
export async function ensureTrackingLink(
  tx: Queryable,
  link: { broadcasterId: number; campaignId: number; componentId: number | null; target: string; now: Date },
): Promise<TrackingLinkRow> {
  // A clash on the key (one in tens of billions) just draws another one.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row = await insertTrackingLink(tx, { ...link, key: newTrackingKey() });
    if (row) return row;
  }
  throw new Error('no free tracking link key');
}

/** A trackable component reaching a broadcaster, with a link on its active version. */
const tracked = (r: ReachRow): r is ReachRow & { link: string } =>
  TRACKABLE_TYPES.includes(r.type) && typeof r.link === 'string' && r.link.trim() !== '';

/**
 * Every reached (broadcaster, trackable component) gets an active row for the active version's
 * link; every other row of the campaign's components becomes inactive (kept, so clicks keep their
 * link and a broadcaster who comes back gets the same key).
 */
export async function syncTrackingLinks(tx: Queryable, campaignId: number, reach: readonly ReachRow[], now: Date): Promise<void> {
  const existing = await campaignComponentLinks(tx, campaignId);
  const byTriple = new Map(existing.map((l) => [`${l.broadcaster_id}|${l.component_id}|${l.target}`, l]));
  const wanted = new Set<number>();
  for (const r of reach.filter(tracked)) {
    const target = r.link.trim();
    const found = byTriple.get(`${r.broadcaster_id}|${r.component_id}|${target}`);
    if (found) wanted.add(found.id);
    else
      wanted.add(
        (await ensureTrackingLink(tx, { broadcasterId: r.broadcaster_id, campaignId, componentId: r.component_id, target, now })).id,
      );
  }
  await setTrackingLinksActive(
    tx,
    existing.filter((l) => l.active && !wanted.has(l.id)).map((l) => l.id),
    false,
  );
  await setTrackingLinksActive(
    tx,
    existing.filter((l) => !l.active && wanted.has(l.id)).map((l) => l.id),
    true,
  );
  forgetCachedLinks(); // a link left out stops redirecting at once in this process (decision 612)
}
