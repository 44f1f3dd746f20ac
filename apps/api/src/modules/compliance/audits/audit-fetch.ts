import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError, providerJson } from '../../social/index.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/index.ts';
import type { SeenPanel } from './audit-verdicts.ts';

/** What the audit reads from outside (decisions 551, 552): channel panels, images, tweets. */

type AuditConfig = Pick<Config, 'TWITCH_PANELS_URL' | 'TWITTER_API_URL' | 'TWITTER_BEARER_TOKEN' | 'PUBLIC_API_URL' | 'DATA_DIR'>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes of a `data:` address (base64 or percent-encoded), at most 5 MiB; undefined for any other address. */
export function dataAddressBytes(url: string): Uint8Array | undefined {
  const match = /^data:[^,]*?(;base64)?,(.*)$/is.exec(url);
  if (!match) return undefined;
  if (match[2].length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw new Error('image too large');
  const bytes = match[1] ? Buffer.from(match[2], 'base64') : Buffer.from(decodeURIComponent(match[2]), 'utf8');
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error('image too large');
  return new Uint8Array(bytes);
}

/**
 * The bytes at an address: a `data:` address carries them (the demo's pictures), our own uploads
 * are read from disk, anything else downloaded (at most 5 MiB).
 */
async function imageBytes(config: AuditConfig, url: string): Promise<Uint8Array> {
  const inline = dataAddressBytes(url);
  if (inline) return inline;
  const prefix = `${config.PUBLIC_API_URL.replace(/\/+$/, '')}/uploads/`;
  if (url.startsWith(prefix)) {
    const root = path.resolve(config.DATA_DIR, 'uploads');
    const file = path.resolve(root, decodeURIComponent(url.slice(prefix.length).split(/[?#]/)[0]));
    if (!file.startsWith(root + path.sep)) throw new Error('outside the uploads folder');
    return readFile(file);
  }
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not a web address');
  const response = await fetch(parsed, { redirect: 'follow', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`image answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_IMAGE_BYTES) throw new Error('image too large');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error('image too large');
  return bytes;
}

/** sha256 of images by address, each fetched once per audit; null when it cannot be read. */
export function imageHasher(config: AuditConfig): (url: string | null) => Promise<string | null> {
  const seen = new Map<string, Promise<string | null>>();
  return (url) => {
    if (!url) return Promise.resolve(null);
    let hash = seen.get(url);
    if (!hash) {
      hash = imageBytes(config, url).then(sha256, () => null);
      seen.set(url, hash);
    }
    return hash;
  };
}

/** A channel's panels with their images hashed, or 'unreachable' when they cannot be read. */
export async function readPanels(
  config: AuditConfig,
  login: string | null,
  hash: (url: string | null) => Promise<string | null>,
): Promise<SeenPanel[] | 'unreachable'> {
  if (!login) return 'unreachable';
  let answer: Record<string, unknown>;
  try {
    answer = await providerJson(`${config.TWITCH_PANELS_URL.replace(/\/+$/, '')}/${encodeURIComponent(login)}`);
  } catch (error) {
    if (error instanceof ProviderError) return 'unreachable';
    throw error;
  }
  if (!Array.isArray(answer.data)) return 'unreachable';
  const panels = answer.data.filter((p): p is Record<string, unknown> => !!p && typeof p === 'object');
  return Promise.all(
    panels.map(async (p) => ({
      link: typeof p.link === 'string' ? p.link : null,
      imageHash: await hash(typeof p.image_url === 'string' ? p.image_url : null),
    })),
  );
}

/**
 * Twitter API v2 tweet lookup (`GET /2/tweets?ids=`, 100 ids a call, app bearer token): each id
 * that still exists, with its author's Twitter id; undefined when Twitter could not be asked.
 * `metrics`, when given, receives each found tweet's favorites and retweets (public_metrics,
 * decision 588).
 */
export async function existingTweets(
  config: AuditConfig,
  ids: readonly string[],
  metrics?: Map<string, { like_count: number; retweet_count: number }>,
): Promise<Map<string, string | null> | undefined> {
  const found = new Map<string, string | null>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    const batch = unique.slice(i, i + 100);
    try {
      const answer = await providerJson(`${twitterApi(config)}/2/tweets?ids=${batch.join(',')}&tweet.fields=public_metrics,author_id`, {
        headers: bearer(config),
      });
      for (const tweet of Array.isArray(answer.data) ? answer.data : []) {
        const t = (tweet ?? {}) as {
          id?: unknown;
          author_id?: unknown;
          public_metrics?: { like_count?: unknown; retweet_count?: unknown };
        };
        if (typeof t.id !== 'string') continue;
        found.set(t.id, typeof t.author_id === 'string' ? t.author_id : null);
        const pm = t.public_metrics;
        if (metrics && pm) metrics.set(t.id, { like_count: Number(pm.like_count) || 0, retweet_count: Number(pm.retweet_count) || 0 });
      }
    } catch (error) {
      if (error instanceof ProviderError) return undefined;
      throw error;
    }
  }
  return found;
}

/** Pages of `retweeted_by` read for one tweet at most (100 accounts a page). */
export const RETWEETERS_MAX_PAGES = 10;

/**
 * Who retweeted a tweet (`GET /2/tweets/{id}/retweeted_by`, app bearer token, decision 822): their
 * Twitter ids, and whether the listing was read to its end (it stops after
 * RETWEETERS_MAX_PAGES pages); undefined when Twitter could not be asked.
 */
export async function retweetersOf(config: AuditConfig, tweetId: string): Promise<{ ids: Set<string>; complete: boolean } | undefined> {
  const ids = new Set<string>();
  let token: string | undefined;
  try {
    for (let page = 0; page < RETWEETERS_MAX_PAGES; page += 1) {
      const query = `max_results=100${token ? `&pagination_token=${encodeURIComponent(token)}` : ''}`;
      const answer = await providerJson(`${twitterApi(config)}/2/tweets/${tweetId}/retweeted_by?${query}`, { headers: bearer(config) });
      for (const user of Array.isArray(answer.data) ? answer.data : []) {
        const id = (user as { id?: unknown } | null)?.id;
        if (typeof id === 'string') ids.add(id);
      }
      const next = (answer.meta as { next_token?: unknown } | undefined)?.next_token;
      if (typeof next !== 'string' || next === '') return { ids, complete: true };
      token = next;
    }
  } catch (error) {
    if (error instanceof ProviderError) return undefined;
    throw error;
  }
  return { ids, complete: false };
}

const twitterApi = (config: AuditConfig) => config.TWITTER_API_URL.replace(/\/+$/, '');
const bearer = (config: AuditConfig) => ({ authorization: `Bearer ${config.TWITTER_BEARER_TOKEN}` });
