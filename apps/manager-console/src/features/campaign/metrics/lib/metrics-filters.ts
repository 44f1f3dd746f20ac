import type { CampaignSummary, MetricsFilters as ApiMetricsFilters } from '@advocate/api-client';
import { utcDayKey } from '@advocate/metrics-math';
import type { DateInput } from '@advocate/metrics-math';

/** Broadcasters or groups: the Filters bar offers groups as the alternative to broadcasters (spec 01 §2). */
export type AudienceMode = 'broadcasters' | 'groups';

/** What the Filters bar holds (spec 01 §2); the page reads with the applied copy only. */
export interface MetricsFilters {
  unique: boolean;
  /** 'YYYY-MM-DD' (UTC days), inside {@link DateBounds}. */
  dateFrom: string;
  dateTo: string;
  /** Component type slugs; none means every type. */
  componentTypes: string[];
  mode: AudienceMode;
  /** Usernames; none means every broadcaster. */
  broadcasters: string[];
  /** Label ids; none means every broadcaster. */
  groups: number[];
}

/** The days the date pickers allow: the campaign's first day to its last, never after today (decision 591). */
export interface DateBounds {
  min: string;
  max: string;
}

/** Campaign start to the earlier of its end and today, in UTC days; a campaign yet to start gets its first day only. */
export function campaignDateBounds(campaign: Pick<CampaignSummary, 'start_date' | 'end_date'>, now: DateInput): DateBounds {
  const min = utcDayKey(campaign.start_date);
  const today = utcDayKey(now);
  const end = campaign.end_date ? utcDayKey(campaign.end_date) : today;
  const last = end < today ? end : today;
  return { min, max: last < min ? min : last };
}

/** The filters a page opens with: the whole campaign, every type and broadcaster, all clicks. */
export function defaultFilters(bounds: DateBounds): MetricsFilters {
  return {
    unique: false,
    dateFrom: bounds.min,
    dateTo: bounds.max,
    componentTypes: [],
    mode: 'broadcasters',
    broadcasters: [],
    groups: [],
  };
}

/** Keeps a typed day inside the bounds; an empty or malformed value falls back to `fallback`. */
export function clampDay(value: string, bounds: DateBounds, fallback: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return fallback;
  if (value < bounds.min) return bounds.min;
  if (value > bounds.max) return bounds.max;
  return value;
}

/** The filters as sent: dates in order and inside the bounds, the unused audience list left out. */
export function normaliseFilters(filters: MetricsFilters, bounds: DateBounds): MetricsFilters {
  let from = clampDay(filters.dateFrom, bounds, bounds.min);
  let to = clampDay(filters.dateTo, bounds, bounds.max);
  if (from > to) [from, to] = [to, from];
  return {
    ...filters,
    dateFrom: from,
    dateTo: to,
    broadcasters: filters.mode === 'broadcasters' ? [...filters.broadcasters].sort() : [],
    groups: filters.mode === 'groups' ? [...filters.groups].sort((a, b) => a - b) : [],
    componentTypes: [...filters.componentTypes].sort(),
  };
}

/** What a metrics read needs: the campaign and the applied filters in the api-client's shape (its SWR keys). */
export interface MetricsQuery {
  slug: string;
  filters: ApiMetricsFilters;
}

/** Applied filters → the read's query (only the chosen audience; empty lists and false are left out by the api-client). */
export function metricsQuery(slug: string, filters: MetricsFilters): MetricsQuery {
  return {
    slug,
    filters: {
      date_from: filters.dateFrom,
      date_to: filters.dateTo,
      broadcasters: filters.mode === 'broadcasters' ? filters.broadcasters : [],
      groups: filters.mode === 'groups' ? filters.groups : [],
      component_types: filters.componentTypes,
      unique: filters.unique,
    },
  };
}

/** How many choices narrow the data, for the collapsed bar's summary. */
export function activeFilterCount(filters: MetricsFilters, bounds: DateBounds): number {
  return (
    (filters.unique ? 1 : 0) +
    (filters.dateFrom !== bounds.min || filters.dateTo !== bounds.max ? 1 : 0) +
    (filters.componentTypes.length > 0 ? 1 : 0) +
    ((filters.mode === 'broadcasters' ? filters.broadcasters.length : filters.groups.length) > 0 ? 1 : 0)
  );
}
