import type { StoredTweet } from './twitter-v2.ts';

/** The Twitter account that posted the demo brands' tweets. */
export const BRAND_TWITTER_ACCOUNT = { id: '4900', username: 'advocate_brands' } as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The brands' tweets a suggested retweet names, on Twitter before any broadcaster retweets them.
 * The demo's retweet components name `https://twitter.com/{brand}/status/1790000000000000{NN}` (the
 * campaign slug's length, tools/seed) and tests name `17900000000000000{NN}`; both ranges exist
 * here, so a retweet of any other id is refused as Twitter refuses one of a tweet that does not exist.
 */
export function brandTweets(createdAt: string): StoredTweet[] {
  const ids = Array.from({ length: 100 }, (_, n) => [`1790000000000000${pad2(n)}`, `17900000000000000${pad2(n)}`]).flat();
  return ids.map((id) => ({ id, text: `Our news, tweet ${id.slice(-2)}`, authorId: BRAND_TWITTER_ACCOUNT.id, createdAt }));
}
