import type {
  CampaignSummary,
  ClickMetrics,
  ConversionMetrics,
  GameViewership,
  MetricsSummary,
  TwitchViewershipDay,
  VideoPlayMetrics,
} from '@advocate/api-client';
import { createFakeApiClient, fakeApiError } from '@advocate/api-client/testing';
import type { FakeApiClient, FakeCall } from '@advocate/api-client/testing';

/** What the fake API of the metrics page tests answers, per resource. */
export interface MetricsWorld {
  summary: MetricsSummary;
  clicks: ClickMetrics;
  conversions: ConversionMetrics;
  viewership: TwitchViewershipDay[];
  plays: VideoPlayMetrics;
  games: GameViewership[];
}

export const emptyWorld = (hasConversions = false): MetricsWorld => ({
  summary: {
    clicks: 0,
    unique_clicks: 0,
    conversions: 0,
    verified_conversions: 0,
    unverified_conversions: 0,
    has_conversions: hasConversions,
    broadcasts: { viewable_minutes: 0, hours_broadcast: 0, peak_viewers: 0, average_viewers: 0, num_broadcasts: 0 },
    impressions: { impressions: 0, display_count: 0, todays_impressions: 0 },
    social: { tweets_sent: 0, retweets_sent: 0, total_favorites: 0, total_retweets: 0 },
    fullscreen_videos: { plays: 0, video_impressions: 0 },
  },
  clicks: {
    total: 0,
    by_day: [],
    by_country: [],
    by_target: [],
    by_component: [],
    by_type: [],
    over_time: [],
    by_time_of_day: [],
    cvm_by_day: [],
  },
  conversions: { total: 0, by_day: [], by_time_of_day: [] },
  viewership: [],
  plays: { plays: 0, video_impressions: 0, latest: [] },
  games: [],
});

const resources: Record<string, keyof MetricsWorld> = {
  'metrics/summary/': 'summary',
  'clicks/': 'clicks',
  'conversions/': 'conversions',
  'rollup-twitch-viewership/': 'viewership',
  'fullscreen-video-plays/': 'plays',
  'campaign-game-viewership/': 'games',
};

/**
 * An in-memory API for the metrics page: the fixed reads by exact path, the metrics reads by
 * resource whatever their query (the tests read the query back from `client.calls`).
 */
export function metricsApi(campaign: CampaignSummary, world: MetricsWorld, fixed: Record<string, unknown>): FakeApiClient {
  return createFakeApiClient(fixed, {
    unanswered: (call: FakeCall) => {
      const [resource] = call.path.split('?');
      const key = resources[resource];
      if (call.method !== 'GET' || !key || !call.path.includes(`campaign=${encodeURIComponent(campaign.slug)}`))
        return fakeApiError(404, { detail: 'Not found.' });
      return world[key];
    },
  });
}

/** The query of the last GET of `resource`, as URLSearchParams. */
export function lastQuery(client: FakeApiClient, resource: string): URLSearchParams {
  const call = [...client.calls].reverse().find((c) => c.path.startsWith(`${resource}?`));
  return new URLSearchParams(call ? call.path.slice(call.path.indexOf('?') + 1) : '');
}
