import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DevAccount } from './accounts.ts';

/** A tweet the stand-in keeps (newest last), so tests and demos can read back what was sent. */
export interface StoredTweet {
  id: string;
  text: string;
  authorId: string;
  createdAt: string;
  /** Set for a retweet: the tweet it repeats. */
  retweetOf?: string;
  /** Favorites and retweets it gathered (public_metrics of the lookup); 0 when unset. */
  likeCount?: number;
  retweetCount?: number;
}

const MAX_TWEET_LENGTH = 280;
const problem = (status: number, title: string, detail: string) => ({
  title,
  detail,
  type: `https://api.twitter.com/2/problems/${title.toLowerCase().replace(/\s+/g, '-')}`,
  status,
});

/**
 * Twitter API v2 writes with OAuth 1.0a user context: POST /2/tweets and POST /2/users/:id/retweets,
 * and GET /2/tweets/:id to read back a stored tweet. Like Twitter, a duplicate of one of the
 * account's tweets is refused with 403 (what tests use to see a refusal), and a retweet of a tweet
 * that does not exist with 404.
 */
export function registerTwitterV2(
  app: FastifyInstance,
  caller: (request: FastifyRequest, reply: FastifyReply) => DevAccount | undefined,
  now: () => number,
  tweets: StoredTweet[] = [],
): StoredTweet[] {
  let sequence = 0n;
  const nextId = () => {
    sequence += 1n;
    return (1_850_000_000_000_000_000n + sequence).toString();
  };

  app.post('/twitter/2/tweets', async (request, reply) => {
    const account = caller(request, reply);
    if (!account) return reply;
    const body = request.body as { text?: unknown } | undefined;
    const text = body?.text;
    if (typeof text !== 'string' || text.trim() === '' || [...text].length > MAX_TWEET_LENGTH) {
      return reply.code(400).send({
        errors: [{ message: 'text must be 1 to 280 characters' }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
      });
    }
    if (tweets.some((t) => t.authorId === account.id && t.text === text && !t.retweetOf)) {
      return reply.code(403).send(problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.'));
    }
    const tweet: StoredTweet = { id: nextId(), text, authorId: account.id, createdAt: new Date(now()).toISOString() };
    tweets.push(tweet);
    return reply.code(201).send({ data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] } });
  });

  app.post('/twitter/2/users/:id/retweets', async (request, reply) => {
    const account = caller(request, reply);
    if (!account) return reply;
    const { id } = request.params as { id: string };
    if (id !== account.id) return reply.code(403).send(problem(403, 'Forbidden', 'You are not permitted to perform this action.'));
    const tweetId = (request.body as { tweet_id?: unknown } | undefined)?.tweet_id;
    if (typeof tweetId !== 'string' || !/^\d{1,19}$/.test(tweetId)) {
      return reply.code(400).send({
        errors: [{ message: 'tweet_id must be a tweet id' }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
      });
    }
    // Like Twitter, a retweet of a tweet that does not exist (or was deleted) is refused.
    if (!tweets.some((t) => t.id === tweetId && !t.retweetOf)) {
      return reply.code(404).send(problem(404, 'Not Found Error', `Could not find tweet with id: [${tweetId}].`));
    }
    if (!tweets.some((t) => t.authorId === account.id && t.retweetOf === tweetId)) {
      tweets.push({
        id: nextId(),
        text: `RT ${tweetId}`,
        authorId: account.id,
        createdAt: new Date(now()).toISOString(),
        retweetOf: tweetId,
      });
    }
    return { data: { retweeted: true } };
  });

  app.get('/twitter/2/tweets/:id', async (request, reply) => {
    const tweet = tweets.find((t) => t.id === (request.params as { id: string }).id);
    if (!tweet) return reply.code(404).send(problem(404, 'Not Found Error', 'Could not find tweet.'));
    return { data: { id: tweet.id, text: tweet.text, author_id: tweet.authorId, created_at: tweet.createdAt } };
  });

  return tweets;
}
