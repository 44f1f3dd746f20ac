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

/**
 * A sponsored tweet's or retweet's verdict (decision 552): not done yet → Not Sent; done by hand
 * without an address to check → Compliant (the broadcaster's word, as when they marked it done);
 * lookup failed → Can't Connect; every recorded tweet gone → Tweet Deleted; one still there → Compliant.
 * `found` is undefined when the lookup could not be made.
 * @example tweetVerdict({ completed: true, tweetIds: ['1'], found: new Set() }) // 'Tweet Deleted'
 */
export function tweetVerdict(input: { completed: boolean; tweetIds: readonly string[]; found: ReadonlySet<string> | undefined }): string {
  if (!input.completed) return AUDIT_STATUS.notSent;
  if (input.tweetIds.length === 0) return AUDIT_STATUS.compliant;
  if (!input.found) return AUDIT_STATUS.cantConnect;
  return input.tweetIds.some((id) => input.found?.has(id)) ? AUDIT_STATUS.compliant : AUDIT_STATUS.tweetDeleted;
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
