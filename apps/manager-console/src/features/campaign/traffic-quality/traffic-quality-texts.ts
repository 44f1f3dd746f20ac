import type { TrafficFlag } from '@advocate/api-client';

/** The traffic-quality section's words (issue 30 part 2; chosen, the spec has none). */
export const trafficQualityTexts = {
  title: 'Traffic quality',
  sharesLabel: 'Traffic quality by channel',
  intro: 'Campaign to date. Flagged clicks are left out of payouts until a manager dismisses the flag.',
  loading: 'Loading traffic quality…',
  broadcaster: 'Broadcaster',
  clicks: 'Clicks',
  bots: 'Bots',
  prefetches: 'Prefetches',
  repeats: 'Repeats',
  counted: 'Counted',
  flagged: 'Flagged',
  conversions: 'Conversions',
  verified: 'Verified',
  unverified: 'Unverified',
  total: 'Total',
  noTraffic: 'No clicks yet.',
  openFlags: 'Open flags',
  noOpenFlags: 'No open flags.',
  history: 'Dismissed flags',
  dismiss: 'Dismiss',
  dismissTitle: 'Dismiss flag',
  note: 'Note',
  noteHint: 'Why these clicks are genuine. The note is kept with the flag.',
  cancel: 'Cancel',
  dismissed: 'Flag dismissed',
  flaggedClicks,
  dismissedBy: (who: string | null, when: string) => `Dismissed by ${who ?? 'a former manager'} on ${when}`,
};

const clicks = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'click' : 'clicks'}`;

/**
 * What a flag's clicks are now (decision 843): an open flag holds them; a dismissed one counts again
 * only those no other open flag holds.
 */
function flaggedClicks(flag: Pick<TrafficFlag, 'clicks' | 'held_by_other_flags' | 'status'>): string {
  const n = flag.clicks;
  if (flag.status === 'open') return `${clicks(n)} held from payouts`;
  const held = Math.min(flag.held_by_other_flags, n);
  if (held === 0) return `${clicks(n)} counted again`;
  if (held === n) return `${clicks(n)}, ${n === 1 ? 'still' : 'all still'} held by another open flag`;
  return `${clicks(n)}: ${(n - held).toLocaleString('en-US')} counted again, ${held.toLocaleString('en-US')} still held by another open flag`;
}

/** Each anomaly kind's name (decision 811). */
export const FLAG_KIND_NAMES: Record<TrafficFlag['kind'], string> = {
  'click-rate': 'Click rate far above the campaign median',
  'dominant-address': 'One address dominates',
  'dominant-agent': 'One user agent dominates',
  'offline-clicks': 'Clicks while offline',
};

/** A share in percent with one decimal ('0%' without a whole). */
export const percentOf = (part: number, whole: number) => `${whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0}%`;

/** A date and time as the flags show them (the viewer's time zone). */
export const flagTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
