import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** Range keys of the overview charts (spec 01 §9 plus the 60-day base). */
export type SeriesRange = '07' | '30' | '60' | '90' | 'all';
export type ClicksDay = AnswerOf<'campaignClicksByDay'>[number];
export type ViewershipDay = AnswerOf<'campaignViewershipByDay'>[number];

/** SWR keys (paths) of GET metrics/{metric}/ for a campaign and range. */
export const clicksByDayPath = (slug: string, days: SeriesRange) =>
  `metrics/clicks-by-day/?campaign=${encodeURIComponent(slug)}&days=${days}`;
export const viewershipByDayPath = (slug: string, days: SeriesRange) =>
  `metrics/viewership/?campaign=${encodeURIComponent(slug)}&days=${days}`;

export const campaignClicksByDay = (api: ApiClient, slug: string, days: SeriesRange) => api.get<ClicksDay[]>(clicksByDayPath(slug, days));
export const campaignViewershipByDay = (api: ApiClient, slug: string, days: SeriesRange) =>
  api.get<ViewershipDay[]>(viewershipByDayPath(slug, days));

/**
 * The metrics page's filters (spec 01 §2 Filters bar): days 'YYYY-MM-DD', usernames, label ids,
 * component type slugs, Unique IPs Only. Empty lists and absent values are left out of the query.
 */
export interface MetricsFilters {
  date_from?: string;
  date_to?: string;
  broadcasters?: readonly string[];
  groups?: readonly number[];
  component_types?: readonly string[];
  unique?: boolean;
}

export type ClickMetrics = AnswerOf<'campaignClickMetrics'>;
export type ConversionMetrics = AnswerOf<'campaignConversionMetrics'>;
export type ViewershipMetrics = AnswerOf<'campaignViewershipMetrics'>;
export type TwitchViewershipDay = AnswerOf<'campaignTwitchViewershipRollup'>[number];
export type VideoPlayMetrics = AnswerOf<'campaignFullscreenVideoPlays'>;
export type GameViewership = AnswerOf<'campaignGameViewership'>[number];
export type SocialMetrics = AnswerOf<'campaignSocialMetrics'>;
export type MetricsSummary = AnswerOf<'campaignMetricsSummary'>;

/** The querystring of a metrics read: campaign first, then the filters in a fixed order (stable SWR keys). */
export function metricsQueryString(slug: string, filters: MetricsFilters = {}): string {
  const parts = [`campaign=${encodeURIComponent(slug)}`];
  if (filters.date_from) parts.push(`date_from=${filters.date_from}`);
  if (filters.date_to) parts.push(`date_to=${filters.date_to}`);
  if (filters.broadcasters?.length) parts.push(`broadcasters=${encodeURIComponent(filters.broadcasters.join(','))}`);
  if (filters.groups?.length) parts.push(`groups=${filters.groups.join(',')}`);
  if (filters.component_types?.length) parts.push(`component_types=${encodeURIComponent(filters.component_types.join(','))}`);
  if (filters.unique) parts.push('unique=true');
  return parts.join('&');
}

/** The query of a metrics read for a typed call: the same parameters, in the same order, as metricsQueryString. */
export function metricsQuery(slug: string, filters: MetricsFilters = {}) {
  return {
    campaign: slug,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
    broadcasters: filters.broadcasters?.length ? filters.broadcasters.join(',') : undefined,
    groups: filters.groups?.length ? filters.groups.join(',') : undefined,
    component_types: filters.component_types?.length ? filters.component_types.join(',') : undefined,
    unique: filters.unique ? ('true' as const) : undefined,
  };
}

/** SWR keys (paths) of the metrics page's reads. */
export const clickMetricsPath = (slug: string, f?: MetricsFilters) => `clicks/?${metricsQueryString(slug, f)}`;
export const conversionMetricsPath = (slug: string, f?: MetricsFilters) => `conversions/?${metricsQueryString(slug, f)}`;
export const viewershipMetricsPath = (slug: string, f?: MetricsFilters) => `viewership/?${metricsQueryString(slug, f)}`;
export const twitchViewershipRollupPath = (slug: string, f?: MetricsFilters) =>
  `rollup-twitch-viewership/?${metricsQueryString(slug, f)}&time_period=day`;
export const videoPlayMetricsPath = (slug: string, f?: MetricsFilters) => `fullscreen-video-plays/?${metricsQueryString(slug, f)}`;
export const gameViewershipPath = (slug: string, f?: MetricsFilters) => `campaign-game-viewership/?${metricsQueryString(slug, f)}`;
export const socialMetricsPath = (slug: string, f?: MetricsFilters) => `social/?${metricsQueryString(slug, f)}`;
export const metricsSummaryPath = (slug: string, f?: MetricsFilters) => `metrics/summary/?${metricsQueryString(slug, f)}`;
/** GET clicks/export/: the raw clicks of the filters as CSV (Unique IPs Only does not apply: every counted click). */
export const rawClicksExportPath = (slug: string, f?: MetricsFilters) =>
  `clicks/export/?${metricsQueryString(slug, { ...f, unique: false })}`;
export const downloadRawClicks = (api: ApiClient, slug: string, f?: MetricsFilters) => api.download(rawClicksExportPath(slug, f));

export const campaignClickMetrics = (api: ApiClient, slug: string, f?: MetricsFilters) => api.get<ClickMetrics>(clickMetricsPath(slug, f));
export const campaignConversionMetrics = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<ConversionMetrics>(conversionMetricsPath(slug, f));
export const campaignViewershipMetrics = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<ViewershipMetrics>(viewershipMetricsPath(slug, f));
export const campaignTwitchViewershipRollup = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<TwitchViewershipDay[]>(twitchViewershipRollupPath(slug, f));
export const campaignFullscreenVideoPlays = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<VideoPlayMetrics>(videoPlayMetricsPath(slug, f));
export const campaignGameViewership = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<GameViewership[]>(gameViewershipPath(slug, f));
export const campaignSocialMetrics = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<SocialMetrics>(socialMetricsPath(slug, f));
export const campaignMetricsSummary = (api: ApiClient, slug: string, f?: MetricsFilters) =>
  api.get<MetricsSummary>(metricsSummaryPath(slug, f));
