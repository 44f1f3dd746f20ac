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
  flaggedClicks: (n: number, open: boolean) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? 'click' : 'clicks'} ${open ? 'held from payouts' : 'counted again'}`,
  dismissedBy: (who: string | null, when: string) => `Dismissed by ${who ?? 'a former manager'} on ${when}`,
};

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
