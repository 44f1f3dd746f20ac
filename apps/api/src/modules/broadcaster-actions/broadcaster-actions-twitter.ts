import type { Config } from '../../config.ts';
import type { TwitterCredentials } from './repositories/broadcaster-actions-repository.ts';
import { authorizationHeader } from '../social/index.ts';
import { providerJson, ProviderError } from '../social/index.ts';

/**
 * Tweets and retweets through Twitter API v2 with the broadcaster's OAuth 1.0a user credentials
 * (stored when they connected Twitter), signed like the connect flow (decision 436). Any failure is
 * a ProviderError; the caller answers it as a 400 and completes nothing.
 */

type Credentials = TwitterCredentials & { access_token: string; token_secret: string };

export const hasCredentials = (c: TwitterCredentials | undefined): c is Credentials => Boolean(c?.access_token && c.token_secret);

function signedPost(config: Config, url: string, credentials: Credentials, json: unknown) {
  // A JSON body is not part of the OAuth 1.0a signature (RFC 5849 §3.4.1.3.1 signs form bodies only).
  const authorization = authorizationHeader({
    method: 'POST',
    url,
    consumerKey: config.TWITTER_CONSUMER_KEY,
    consumerSecret: config.TWITTER_CONSUMER_SECRET,
    token: credentials.access_token,
    tokenSecret: credentials.token_secret,
  });
  return providerJson(url, { method: 'POST', headers: { authorization }, json });
}

/** POST /2/tweets; answers the public address of the new tweet. */
export async function postTweet(config: Config, credentials: Credentials, text: string): Promise<string> {
  const answer = await signedPost(config, `${config.TWITTER_API_URL}/2/tweets`, credentials, { text });
  const data = answer.data as Record<string, unknown> | undefined;
  const id = typeof data?.id === 'string' ? data.id : undefined;
  if (!id || !/^\d+$/.test(id)) throw new ProviderError('Twitter answer lacks the tweet id');
  return `https://twitter.com/${credentials.login}/status/${id}`;
}

/** POST /2/users/{id}/retweets {tweet_id}. */
export async function retweet(config: Config, credentials: Credentials, tweetId: string): Promise<void> {
  const url = `${config.TWITTER_API_URL}/2/users/${encodeURIComponent(credentials.provider_user_id)}/retweets`;
  const answer = await signedPost(config, url, credentials, { tweet_id: tweetId });
  const data = answer.data as Record<string, unknown> | undefined;
  if (data?.retweeted !== true) throw new ProviderError('Twitter did not retweet');
}

/** The status id of a tweet address (twitter.com or x.com), or undefined. */
export function tweetIdOf(address: string | null): string | undefined {
  const match = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/\w{1,15}\/status(?:es)?\/(\d+)/i.exec((address ?? '').trim());
  return match?.[1];
}
