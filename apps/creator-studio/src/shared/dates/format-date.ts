const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date in UTC (spec 01 §9: 'Today' is UTC), e.g. 'Mar 5, 2026'. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** 'Mar 5, 2026 – Apr 4, 2026', or 'Mar 5, 2026 – ongoing' without an end date. */
export function formatDateSpan(start: string, end: string | null, ongoing = 'ongoing'): string {
  return `${formatDate(start)} – ${end ? formatDate(end) : ongoing}`;
}
