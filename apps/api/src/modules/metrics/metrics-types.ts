/** Plain answers of the metrics query functions (schemas/metrics-schemas.ts is their wire form). */

export interface ClickMetrics {
  total: number;
  /** Every day of the range, zero when none. */
  by_day: Array<{ day: string; clicks: number }>;
  /** Every country, most clicks first; '' when unknown (the page applies top 5 + Other). */
  by_country: Array<{ country: string; clicks: number }>;
  by_target: Array<{ target: string; clicks: number }>;
  by_component: Array<{ id: number; name: string; type: string; clicks: number }>;
  by_type: Array<{ type: string; clicks: number }>;
  /** Cumulative clicks by UTC hour, at most MAX_OVER_TIME_POINTS points. */
  over_time: Array<{ hour: string; clicks: number }>;
  /** 24 entries, UTC hours 0–23. */
  by_time_of_day: Array<{ hour: number; clicks: number }>;
  cvm_by_day: Array<{ day: string; cvm: number }>;
}

export interface ConversionMetrics {
  total: number;
  by_day: Array<{ day: string; conversions: number }>;
  by_time_of_day: Array<{ hour: number; conversions: number }>;
}

export interface ViewershipDayFigures {
  day: string;
  viewable_minutes: number;
  minutes_broadcast: number;
  average_viewers: number;
  peak_viewers: number;
}

export interface ViewershipMetrics {
  viewable_minutes: number;
  twitch_viewable_minutes: number;
  youtube_viewable_minutes: number;
  minutes_broadcast: number;
  hours_broadcast: number;
  num_broadcasts: number;
  average_viewers: number;
  peak_viewers: number;
  by_day: ViewershipDayFigures[];
}

export interface TwitchViewershipDay {
  day: string;
  avg_concurrents: number;
}

export interface VideoPlay {
  id: number;
  time: string;
  broadcaster: string;
  component_id: number | null;
  component_name: string | null;
  viewers: number;
  impressions: number;
}

export interface VideoPlayMetrics {
  plays: number;
  video_impressions: number;
  /** The latest plays of the range, newest first (at most LATEST_PLAYS). */
  latest: VideoPlay[];
}

export interface GameViewership {
  game: string;
  hours: number;
  viewable_minutes: number;
  average_viewers: number;
}

export interface SocialMetrics {
  tweets_sent: number;
  retweets_sent: number;
  total_favorites: number;
  total_retweets: number;
}

export interface ImpressionMetrics {
  impressions: number;
  display_count: number;
  todays_impressions: number;
}

export interface MetricsSummary {
  clicks: number;
  unique_clicks: number;
  conversions: number;
  /** Of `conversions`, those reported by a signed call or a shop's order webhook (decision 664). */
  verified_conversions: number;
  unverified_conversions: number;
  has_conversions: boolean;
  broadcasts: { viewable_minutes: number; hours_broadcast: number; peak_viewers: number; average_viewers: number; num_broadcasts: number };
  impressions: ImpressionMetrics;
  social: SocialMetrics;
  fullscreen_videos: { plays: number; video_impressions: number };
}

/** The report metric ids of spec 01 §3, for one broadcaster or one period. */
export interface ReportFigures {
  viewable_minutes: number;
  watched_hours: number;
  hours_broadcast: number;
  minutes_broadcast: number;
  average_viewers: number;
  peak_viewers: number;
  clicks: number;
  cvm: number;
  num_broadcasts: number;
  impressions: number;
  display_count: number;
  video_impressions: number;
  video_views: number;
}

export type ReportMetricId = keyof ReportFigures;

export interface BroadcasterRow extends ReportFigures {
  broadcaster_id: number;
  username: string;
}

export type ReportPeriod = 'day' | 'week' | 'month';

export interface PeriodRow extends ReportFigures {
  /** First UTC day of the period 'YYYY-MM-DD' (weeks start on Monday). */
  period: string;
}
