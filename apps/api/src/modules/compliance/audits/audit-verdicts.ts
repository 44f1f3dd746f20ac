import { BANNER_STATUS } from '@advocate/metrics-math';

/**
 * The pure part of a compliance audit (issue 8; decisions 551–553): what one broadcaster's panels
 * or tweets mean for one component. Statuses other than the shared ones of libs/metrics-math
 * (Compliant, Incorrect Image, Can't Connect) read as incompliant (`complianceOf`).
 */
export const AUDIT_STATUS = {
  ...BANNER_STATUS,
  missingBanner: 'Missing Banner',
  incorrectLink: 'Incorrect Link',
  notSent: 'Not Sent',
  tweetDeleted: 'Tweet Deleted',
} as const;

/** Statuses that count for the broadcaster (the `compliant` flag of a record). */
export const isCompliantStatus = (status: string): boolean =>
  status === AUDIT_STATUS.compliant || status === AUDIT_STATUS.manuallyCompliant;

/** One panel as the audit saw it. */
export interface SeenPanel {
  link: string | null;
  /** sha256 (hex) of the panel image's bytes; null when it could not be downloaded. */
  imageHash: string | null;
}

/** The tracked-link key a panel's link points at (`…/l/{key}`), if any. */
export function trackedKeyOf(link: string | null): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const match = /^\/l\/([A-Za-z0-9]{6})\/?$/.exec(url.pathname);
  return match ? match[1] : null;
}

/**
 * A banner's verdict (decision 551): the panels could not be read → Can't Connect; a panel with
 * the broadcaster's tracked link and the banner's image → Compliant; the tracked link with another
 * image → Incorrect Image; the image with another link → Incorrect Link; neither → Missing Banner.
 * Without a tracked link (the version has no link) the image alone decides; without an image of
 * our own to compare (`expectedHash` null) the link alone decides.
 * @example bannerVerdict({ panels: 'unreachable', expectedHash: 'ab', linkKeys: [] }) // "Can't Connect"
 */
export function bannerVerdict(input: {
  panels: readonly SeenPanel[] | 'unreachable';
  expectedHash: string | null;
  linkKeys: readonly string[];
}): string {
  const { panels, expectedHash, linkKeys } = input;
  if (panels === 'unreachable') return AUDIT_STATUS.cantConnect;
  const linkOk = (p: SeenPanel) => {
    const key = trackedKeyOf(p.link);
    return key !== null && linkKeys.includes(key);
  };
  const imageOk = (p: SeenPanel) => p.imageHash !== null && p.imageHash === expectedHash;
  if (linkKeys.length === 0 && expectedHash === null) return panels.length > 0 ? AUDIT_STATUS.compliant : AUDIT_STATUS.missingBanner;
  if (linkKeys.length === 0) return panels.some(imageOk) ? AUDIT_STATUS.compliant : AUDIT_STATUS.missingBanner;
  if (expectedHash === null) return panels.some(linkOk) ? AUDIT_STATUS.compliant : AUDIT_STATUS.missingBanner;
  if (panels.some((p) => linkOk(p) && imageOk(p))) return AUDIT_STATUS.compliant;
  if (panels.some(linkOk)) return AUDIT_STATUS.incorrectImage;
  if (panels.some(imageOk)) return AUDIT_STATUS.incorrectLink;
  return AUDIT_STATUS.missingBanner;
}

/** The tweet id of a tweet address (`https://twitter.com/{handle}/status/{id}`, x.com too). */
export function tweetIdOf(url: string): string | null {
  const match = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/[^/]+\/status(?:es)?\/(\d{1,19})(?:[/?#]|$)/i.exec(url.trim());
  return match ? match[1] : null;
}

/** Who retweeted a brand tweet, as far as the listing was read (audit-fetch `retweetersOf`). */
export interface Retweeters {
  ids: ReadonlySet<string>;
  complete: boolean;
}

/**
 * Which recorded tweets count for the broadcaster (decision 822), for `tweetVerdict`: a tweet that
 * exists counts when its author is their connected Twitter account; a retweet when that account is
 * among the brand tweet's retweeters. Without a connected account nothing can be told apart and an
 * existing tweet counts (their word). `found` is undefined when a lookup failed, or when a
 * retweeter listing was too long to read to its end without finding them.
 */
export function theirTweets(input: {
  kind: 'tweet' | 'retweet';
  twitterId: string | null;
  tweetIds: readonly string[];
  /** Existing tweets by id → author id; undefined when the lookup failed. */
  tweets: ReadonlyMap<string, string | null> | undefined;
  /** Brand tweet id → its retweeters; a missing entry or undefined value: that listing failed. */
  retweeters: ReadonlyMap<string, Retweeters | undefined>;
}): { found: Set<string> | undefined; notTheirs: Set<string> } {
  const found = new Set<string>();
  const notTheirs = new Set<string>();
  if (!input.tweets) return { found: undefined, notTheirs };
  for (const id of input.tweetIds) {
    if (!input.tweets.has(id)) continue;
    if (input.twitterId === null) {
      found.add(id);
    } else if (input.kind === 'tweet') {
      const author = input.tweets.get(id);
      (author === null || author === input.twitterId ? found : notTheirs).add(id);
    } else {
      const listing = input.retweeters.get(id);
      if (!listing) return { found: undefined, notTheirs };
      if (listing.ids.has(input.twitterId)) found.add(id);
      else if (!listing.complete) return { found: undefined, notTheirs };
      else notTheirs.add(id);
    }
  }
  return { found, notTheirs };
}

/**
 * A sponsored tweet's or retweet's verdict (decisions 552, 822): not done yet → Not Sent; done by
 * hand without an address to check → Compliant (the broadcaster's word, as when they marked it
 * done); lookup failed → Can't Connect; one recorded tweet is theirs and still there → Compliant;
 * otherwise, when a recorded tweet exists but is not theirs (someone else's tweet, or a brand tweet
 * they have not retweeted) → Not Sent if they marked it done by hand, Tweet Deleted if Advocate
 * sent it (they removed it since); every recorded tweet gone → Tweet Deleted.
 * `found` holds the ids that exist and are the broadcaster's (for a retweet: the brand tweet they
 * retweeted); `notTheirs` the ids that exist but are not; `found` is undefined when the lookup
 * could not be made.
 * @example tweetVerdict({ completed: true, manual: false, tweetIds: ['1'], found: new Set(), notTheirs: new Set() }) // 'Tweet Deleted'
 */
export function tweetVerdict(input: {
  completed: boolean;
  manual: boolean;
  tweetIds: readonly string[];
  found: ReadonlySet<string> | undefined;
  notTheirs: ReadonlySet<string>;
}): string {
  if (!input.completed) return AUDIT_STATUS.notSent;
  if (input.tweetIds.length === 0) return AUDIT_STATUS.compliant;
  if (!input.found) return AUDIT_STATUS.cantConnect;
  if (input.tweetIds.some((id) => input.found?.has(id))) return AUDIT_STATUS.compliant;
  if (input.manual && input.tweetIds.some((id) => input.notTheirs.has(id))) return AUDIT_STATUS.notSent;
  return AUDIT_STATUS.tweetDeleted;
}

/**
 * Whether an audit result replaces the current record (decision 553): always, unless a manager
 * overrode it and the audit finds what it found before the override (the override answered that
 * finding); a different finding is news, and replaces the override.
 * @example replacesRecord({ overridden: true, last_audit_status: 'Incorrect Image' }, 'Incorrect Image') // false
 */
export function replacesRecord(current: { overridden: boolean; last_audit_status: string | null } | undefined, status: string): boolean {
  if (!current?.overridden) return true;
  return current.last_audit_status !== status;
}
