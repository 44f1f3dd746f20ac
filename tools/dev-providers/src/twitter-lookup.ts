import type { FastifyInstance } from 'fastify';
import type { DevContext } from './context.ts';

/**
 * Twitter API v2 tweet lookup over the tweets the stand-in keeps (those broadcasters sent through
 * `POST /twitter/2/tweets` and retweets), read by the compliance audit (issue 8; decision 552).
 *
 * - `GET /twitter/2/tweets?ids=1,2,…` (at most 100 ids, app bearer token) → `{ data: [{ id, text,
 *   author_id, created_at }], errors: [{ value, detail, title: 'Not Found Error', resource_type:
 *   'tweet', parameter: 'ids', type }] }` like Twitter: found tweets in `data`, missing ones in `errors`.
 * - `GET /twitter/2/tweets/{id}/retweeted_by` (app bearer token) → the accounts that retweeted it,
 *   as Twitter pages them; the audit checks a broadcaster's retweet with it (decision 822).
 * - Dev control `DELETE /twitter/_dev/tweets/{id}` removes a tweet (the broadcaster deleted it);
 *   `POST /twitter/_dev/tweets` `{ text, author_id, id?, retweet_of? }` stores one (a tweet or, with
 *   `retweet_of`, a retweet made outside the API).
 */
const NOT_FOUND_TYPE = 'https://api.twitter.com/2/problems/resource-not-found';

export function registerTwitterLookup(app: FastifyInstance, ctx: DevContext): void {
  const tweets = ctx.tweets;

  app.get<{ Querystring: { ids?: string } }>('/twitter/2/tweets', async (request, reply) => {
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      return reply.code(401).send({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    }
    const ids = (request.query.ids ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^\d{1,19}$/.test(id))) {
      return reply.code(400).send({
        errors: [
          {
            parameters: { ids: [request.query.ids ?? ''] },
            message: 'The `ids` query parameter value must be 1 to 100 comma-separated tweet ids',
          },
        ],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      });
    }
    const data = [];
    const errors = [];
    for (const id of ids) {
      const tweet = tweets.find((t) => t.id === id);
      if (tweet)
        data.push({
          id: tweet.id,
          text: tweet.text,
          author_id: tweet.authorId,
          created_at: tweet.createdAt,
          public_metrics: { retweet_count: tweet.retweetCount ?? 0, reply_count: 0, like_count: tweet.likeCount ?? 0, quote_count: 0 },
        });
      else
        errors.push({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'tweet',
          parameter: 'ids',
          resource_id: id,
          type: NOT_FOUND_TYPE,
        });
    }
    return { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) };
  });

  // GET /2/tweets/:id/retweeted_by: who retweeted a tweet, newest first, 100 a page at most
  // (max_results 1-100, pagination_token from meta.next_token); a missing tweet is an error entry.
  app.get<{ Params: { id: string }; Querystring: { max_results?: string; pagination_token?: string } }>(
    '/twitter/2/tweets/:id/retweeted_by',
    async (request, reply) => {
      if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
        return reply.code(401).send({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
      }
      const { id } = request.params;
      const size = Number(request.query.max_results ?? 100);
      const from = Number(request.query.pagination_token ?? 0);
      if (!/^\d{1,19}$/.test(id) || !Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(from) || from < 0) {
        return reply.code(400).send({ title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.' });
      }
      if (!tweets.some((t) => t.id === id && !t.retweetOf)) {
        return {
          errors: [
            {
              value: id,
              detail: `Could not find tweet with id: [${id}].`,
              title: 'Not Found Error',
              resource_type: 'tweet',
              parameter: 'id',
              resource_id: id,
              type: NOT_FOUND_TYPE,
            },
          ],
        };
      }
      const users = tweets
        .filter((t) => t.retweetOf === id)
        .reverse()
        .map((t) => {
          const account = ctx.accounts.list('twitter').find((a) => a.id === t.authorId);
          return { id: t.authorId, name: account?.displayName ?? `User ${t.authorId}`, username: account?.login ?? `user_${t.authorId}` };
        });
      const page = users.slice(from, from + size);
      const next = from + size < users.length ? { next_token: String(from + size) } : {};
      return { ...(page.length ? { data: page } : {}), meta: { result_count: page.length, ...next } };
    },
  );

  app.delete<{ Params: { id: string } }>('/twitter/_dev/tweets/:id', async (request, reply) => {
    const index = tweets.findIndex((t) => t.id === request.params.id);
    if (index < 0) return reply.code(404).send({ error: 'Not Found' });
    tweets.splice(index, 1);
    return reply.code(204).send();
  });

  app.post('/twitter/_dev/tweets', async (request, reply) => {
    const body = (request.body ?? {}) as {
      text?: unknown;
      author_id?: unknown;
      id?: unknown;
      like_count?: unknown;
      retweet_count?: unknown;
      retweet_of?: unknown;
    };
    if (typeof body.text !== 'string' || typeof body.author_id !== 'string')
      return reply.code(400).send({ error: 'text and author_id are required' });
    const id =
      typeof body.id === 'string' && /^\d{1,19}$/.test(body.id) ? body.id : String(1_900_000_000_000_000_000n + BigInt(tweets.length + 1));
    if (tweets.some((t) => t.id === id)) return reply.code(409).send({ error: 'id taken' });
    const retweetOf = typeof body.retweet_of === 'string' ? body.retweet_of : undefined;
    if (retweetOf !== undefined && !tweets.some((t) => t.id === retweetOf && !t.retweetOf)) {
      return reply.code(404).send({ error: 'no such tweet to retweet' });
    }
    const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
    tweets.push({
      id,
      text: body.text,
      authorId: body.author_id,
      createdAt: new Date(ctx.now()).toISOString(),
      likeCount: count(body.like_count),
      retweetCount: count(body.retweet_count),
      ...(retweetOf ? { retweetOf } : {}),
    });
    return reply.code(201).send({ data: { id } });
  });
}
