import type { Queryable } from '../../../db/db.ts';
import { WITH_SCOPE, byBroadcaster, inTimes, ofBroadcasters, scopeParams, type MetricsScope } from './metrics-scope-sql.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * Tweets and retweets sent (completed send-tweet / retweet actions of the campaign completed in the
 * range) and the favorites and retweets they gathered, as the compliance audit's tweet lookup
 * stored them in completion_data.public_metrics (decision 588).
 */
export async function socialTotals(
  q: Queryable,
  s: MetricsScope,
): Promise<{ tweets_sent: number; retweets_sent: number; total_favorites: number; total_retweets: number }> {
  const who = byBroadcaster(s) ? `AND ${ofBroadcasters('a.broadcaster_id')}` : '';
  const metric = (key: string) =>
    `CASE WHEN jsonb_typeof(a.completion_data->'public_metrics'->'${key}') = 'number' THEN (a.completion_data->'public_metrics'->>'${key}')::float8 ELSE 0 END`;
  const [row] = await q.query<Record<string, unknown>>(
    `${WITH_SCOPE} SELECT count(*) FILTER (WHERE a.type = 'twitter-send-tweet')::float8 AS tweets,
       count(*) FILTER (WHERE a.type = 'twitter-retweet')::float8 AS retweets,
       coalesce(sum(${metric('like_count')}), 0)::float8 AS favorites, coalesce(sum(${metric('retweet_count')}), 0)::float8 AS retweeted
     FROM broadcaster_actions a
     WHERE a.campaign_id = $1 ${who} AND a.type IN ('twitter-send-tweet', 'twitter-retweet') AND a.completion_time IS NOT NULL
       AND ${inTimes('a.completion_time')}`,
    scopeParams(s),
  );
  return {
    tweets_sent: n(row?.tweets),
    retweets_sent: n(row?.retweets),
    total_favorites: n(row?.favorites),
    total_retweets: n(row?.retweeted),
  };
}

/**
 * Saves what the tweet lookup answered (tweet id → favorites, retweets) into the completion_data
 * public_metrics of the campaign's completed tweet and retweet actions whose tweet_url names that
 * tweet (decision 588).
 */
export async function storeTweetPublicMetrics(
  q: Queryable,
  campaignId: number,
  metrics: ReadonlyMap<string, { like_count: number; retweet_count: number }>,
): Promise<void> {
  if (metrics.size === 0) return;
  const rows = [...metrics].map(([id, m]) => ({ id, like_count: m.like_count, retweet_count: m.retweet_count }));
  await q.query(
    `UPDATE broadcaster_actions a SET completion_data = a.completion_data || jsonb_build_object('public_metrics',
       jsonb_build_object('like_count', m.like_count, 'retweet_count', m.retweet_count))
     FROM jsonb_to_recordset($2::jsonb) AS m(id text, like_count bigint, retweet_count bigint)
     WHERE a.campaign_id = $1 AND a.type IN ('twitter-send-tweet', 'twitter-retweet') AND a.completion_time IS NOT NULL
       AND substring(a.completion_data->>'tweet_url' from '/status(?:es)?/([0-9]+)') = m.id`,
    [campaignId, JSON.stringify(rows)],
  );
}
