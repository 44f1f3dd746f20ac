import { campaignSlugText, text } from './strings.ts';
import { named, ref } from './named-schemas.ts';

/**
 * Querystring and answers of the metrics page's reads (spec 01 §2 Campaign metrics page, §3
 * "Metrics read", §7 metrics data). One querystring for all of them; the answers carry what the
 * Campaign, Clicks and Games tabs draw.
 */

/** Comma-separated lists are bounded like every request string (decision 240). */
const LIST_MAX_LENGTH = 8000;

export const metricsQuery = {
  type: 'object',
  required: ['campaign'],
  properties: {
    campaign: campaignSlugText,
    date_from: { type: 'string', format: 'date', maxLength: 10, description: 'First UTC day YYYY-MM-DD (clamped to the campaign start)' },
    date_to: {
      type: 'string',
      format: 'date',
      maxLength: 10,
      description: 'Last UTC day YYYY-MM-DD (clamped to the campaign end and today)',
    },
    broadcasters: { ...text(LIST_MAX_LENGTH), description: 'Comma-separated usernames' },
    groups: { ...text(LIST_MAX_LENGTH), description: 'Comma-separated label ids of this campaign (instead of broadcasters)' },
    component_types: { ...text(LIST_MAX_LENGTH), description: 'Comma-separated component type slugs' },
    unique: { type: 'string', enum: ['true', 'false'], description: 'Unique IPs Only (spec 01 §4)' },
  },
} as const;

const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const day = { type: 'string', format: 'date', description: 'UTC day YYYY-MM-DD' } as const;

/** An object schema whose properties are all required and nothing else is written. */
export const obj = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;
const list = <I>(items: I) => ({ type: 'array', items }) as const;

export const clickMetricsSchema = named(
  'ClickMetrics',
  obj({
    total: num,
    by_day: list(obj({ day, clicks: num })),
    by_country: list(obj({ country: { type: 'string', description: "ISO code, '' when unknown" }, clicks: num })),
    by_target: list(obj({ target: str, clicks: num })),
    by_component: list(obj({ id: int, name: str, type: str, clicks: num })),
    by_type: list(obj({ type: str, clicks: num })),
    over_time: list(obj({ hour: { type: 'string', format: 'date-time' }, clicks: { type: 'number', description: 'Cumulative' } })),
    by_time_of_day: list(obj({ hour: { type: 'integer', minimum: 0, maximum: 23, description: 'UTC hour' }, clicks: num })),
    cvm_by_day: list(obj({ day, cvm: num })),
  }),
);
export const clickMetricsAnswer = ref(clickMetricsSchema);

export const conversionMetricsSchema = named(
  'ConversionMetrics',
  obj({
    total: num,
    by_day: list(obj({ day, conversions: num })),
    by_time_of_day: list(obj({ hour: { type: 'integer', minimum: 0, maximum: 23 }, conversions: num })),
  }),
);
export const conversionMetricsAnswer = ref(conversionMetricsSchema);

export const viewershipDaySchema = named(
  'ViewershipDay',
  obj({ day, viewable_minutes: num, minutes_broadcast: num, average_viewers: num, peak_viewers: num }),
);
export const viewershipDayAnswer = ref(viewershipDaySchema);

export const viewershipMetricsSchema = named(
  'ViewershipMetrics',
  obj({
    viewable_minutes: num,
    twitch_viewable_minutes: num,
    youtube_viewable_minutes: num,
    minutes_broadcast: num,
    hours_broadcast: num,
    num_broadcasts: num,
    average_viewers: num,
    peak_viewers: num,
    by_day: list(viewershipDayAnswer),
  }),
);
export const viewershipMetricsAnswer = ref(viewershipMetricsSchema);

export const twitchViewershipRollupAnswer = list(obj({ day, avg_concurrents: num }));

export const videoPlaySchema = named(
  'VideoPlay',
  obj({
    id: int,
    time: { type: 'string', format: 'date-time' },
    broadcaster: str,
    component_id: { type: ['integer', 'null'] },
    component_name: { type: ['string', 'null'] },
    viewers: num,
    impressions: num,
  }),
);
export const videoPlayAnswer = ref(videoPlaySchema);

export const videoPlayMetricsSchema = named('VideoPlayMetrics', obj({ plays: num, video_impressions: num, latest: list(videoPlayAnswer) }));
export const videoPlayMetricsAnswer = ref(videoPlayMetricsSchema);

export const gameViewershipAnswer = list(obj({ game: str, hours: num, viewable_minutes: num, average_viewers: num }));

export const socialMetricsSchema = named(
  'SocialMetrics',
  obj({ tweets_sent: num, retweets_sent: num, total_favorites: num, total_retweets: num }),
);
export const socialMetricsAnswer = ref(socialMetricsSchema);

export const impressionMetricsSchema = named('ImpressionMetrics', obj({ impressions: num, display_count: num, todays_impressions: num }));
export const impressionMetricsAnswer = ref(impressionMetricsSchema);

/** The Campaign tab's six cards in one answer. */
export const metricsSummarySchema = named(
  'MetricsSummary',
  obj({
    clicks: num,
    unique_clicks: num,
    conversions: num,
    verified_conversions: num,
    unverified_conversions: num,
    has_conversions: { type: 'boolean' },
    broadcasts: obj({ viewable_minutes: num, hours_broadcast: num, peak_viewers: num, average_viewers: num, num_broadcasts: num }),
    impressions: impressionMetricsAnswer,
    social: socialMetricsAnswer,
    fullscreen_videos: obj({ plays: num, video_impressions: num }),
  }),
);
export const metricsSummaryAnswer = ref(metricsSummarySchema);
