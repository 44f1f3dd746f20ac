import { formatCents, formatDayMonthYear } from '@advocate/metrics-math';

const count = new Intl.NumberFormat('en-US');

/** Exact counts for statements ('1,234,567'): a payout figure is never rounded to millions. */
export const formatExactCount = (n: number) => count.format(n);

/** The texts of the payout statement view, shared by the studio's profile and the console's Payouts page (decision 838). */
export const payoutTexts = {
  open: (closesOn: string) => `Open — closes on ${formatDayMonthYear(closesOn)}`,
  closed: (closedAt: string) => `Closed on ${formatDayMonthYear(closedAt)}`,
  openNote: 'An open month is worked out from the figures so far; it is final once it closes.',
  figures: 'Figures',
  viewableMinutes: 'Viewable minutes',
  countedClicks: 'Counted clicks',
  heldClicks: 'Held clicks (under review)',
  payableClicks: 'Payable clicks',
  verifiedConversions: 'Verified conversions',
  unverifiedConversions: 'Unverified conversions (not paid)',
  lines: 'Statement lines',
  description: 'Description',
  quantity: 'Quantity',
  rate: 'Rate',
  amount: 'Amount',
  reason: 'Reason',
  earnings: 'Earnings',
  adjustments: 'Adjustments',
  total: 'Total',
  noLines: 'Nothing was earned this month.',
  feeSchedule: 'Fee schedule applied',
  perThousandMinutes: (cents: number) => `${formatCents(cents)} per 1,000 viewable minutes`,
  perClick: (cents: number) => `${formatCents(cents)} per payable click`,
  perConversion: (cents: number) => `${formatCents(cents)} per verified conversion`,
  rateOf: (kind: string, cents: number) => (kind === 'viewable_minutes' ? `${formatCents(cents)} / 1,000` : formatCents(cents)),
} as const;
