import {
  clickMetricsPath,
  conversionMetricsPath,
  gameViewershipPath,
  metricsSummaryPath,
  twitchViewershipRollupPath,
  useResource,
  videoPlayMetricsPath,
} from '@advocate/api-client';
import type {
  ClickMetrics,
  ConversionMetrics,
  GameViewership,
  MetricsSummary,
  TwitchViewershipDay,
  VideoPlayMetrics,
} from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET metrics/summary/: the Campaign tab's six cards. */
export const useMetricsSummary = (q: MetricsQuery) => useResource<MetricsSummary>(metricsSummaryPath(q.slug, q.filters));

/** GET clicks/: every click chart of the Clicks tab and Clicks By Day (one read, shared by both tabs). */
export const useClickMetrics = (q: MetricsQuery) => useResource<ClickMetrics>(clickMetricsPath(q.slug, q.filters));

/** GET conversions/ (only read when the campaign has conversions and the charts are shown). */
export const useConversionMetrics = (q: MetricsQuery, enabled: boolean) =>
  useResource<ConversionMetrics>(conversionMetricsPath(q.slug, q.filters), { enabled });

/** GET rollup-twitch-viewership/?time_period=day: the Viewership chart. */
export const useTwitchViewership = (q: MetricsQuery) => useResource<TwitchViewershipDay[]>(twitchViewershipRollupPath(q.slug, q.filters));

/** GET fullscreen-video-plays/: plays, impressions and the latest plays. */
export const useVideoPlays = (q: MetricsQuery) => useResource<VideoPlayMetrics>(videoPlayMetricsPath(q.slug, q.filters));

/** GET campaign-game-viewership/: hours and viewership by game. */
export const useGameViewership = (q: MetricsQuery) => useResource<GameViewership[]>(gameViewershipPath(q.slug, q.filters));
