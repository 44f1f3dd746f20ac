import { formatUtcDate } from '@advocate/metrics-math';

/** 'Mar 5, 2026 – Apr 4, 2026', or 'Mar 5, 2026 – ongoing' without an end date (days read in UTC). */
export function formatDateSpan(start: string, end: string | null, ongoing = 'ongoing'): string {
  return `${formatUtcDate(start)} – ${end ? formatUtcDate(end) : ongoing}`;
}
