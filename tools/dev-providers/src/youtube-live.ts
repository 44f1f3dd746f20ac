import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { normaliseLogin } from './accounts.ts';
import type { DevAccount } from './accounts.ts';
import type { DevContext } from './context.ts';
import { googleBearer } from './google.ts';
import { readStreamChange, streamBook } from './live-streams.ts';
import type { DevStream } from './live-streams.ts';

const READ_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

function apiError(reply: FastifyReply, code: number, status: string, reason: string, message: string) {
  return reply.code(code).send({ error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

/** YouTube video ids are 11 characters of URL-safe base64. */
const videoId = () => randomBytes(8).toString('base64url').slice(0, 11);

const channelOf = (account: DevAccount) => account.channel?.id ?? `UC${account.id}`;

function devState(ctx: DevContext, stream: DevStream) {
  const account = ctx.accounts.byId('google', stream.accountId);
  return {
    login: stream.login,
    channel_id: account ? channelOf(account) : `UC${stream.accountId}`,
    live: stream.live,
    viewers: stream.viewers,
    broadcast_id: stream.streamId,
    started_at: stream.startedAt,
  };
}

/**
 * YouTube live broadcasts (stand-in), under /google/youtube/v3 like the channels stand-in.
 *
 * `GET /google/youtube/v3/liveBroadcasts?part=id,snippet,status&broadcastStatus=active&mine=true`
 * with the channel owner's Google token (a youtube read scope): the channel's live broadcast, if any:
 *   {kind: 'youtube#liveBroadcastListResponse', pageInfo, items: [{kind: 'youtube#liveBroadcast', id,
 *    snippet: {publishedAt, channelId, title, actualStartTime, liveChatId}, status: {lifeCycleStatus: 'live', privacyStatus: 'public'}}]}
 * Only `mine=true` with broadcastStatus active|all is supported (others answer 400).
 *
 * `GET /google/youtube/v3/videos?part=snippet,liveStreamingDetails&id=a,b` with any Google token:
 *   {kind: 'youtube#videoListResponse', items: [{kind: 'youtube#video', id, snippet: {channelId, title,
 *    categoryId: '20', liveBroadcastContent: 'live'|'none'}, liveStreamingDetails: {actualStartTime,
 *    concurrentViewers (a string, only while live), actualEndTime (once ended)}}]}; unknown ids are left out.
 *
 * Dev controls (not YouTube's): `POST /google/_dev/live/{login}` JSON {live: boolean, viewers?: number,
 * title?: string} for a Google login of the stand-in (yt_creator, lets_play_lena, or a typed one);
 * going live starts a new broadcast (new 11-character id). `GET /google/_dev/live/{login}` and
 * `GET /google/_dev/live` answer {login, channel_id, live, viewers, broadcast_id, started_at}.
 */
export function registerYouTubeLive(app: FastifyInstance, ctx: DevContext): void {
  const book = streamBook(ctx, 'google');
  /** Every broadcast id ever started, so a video lookup finds ended ones too. */
  const broadcasts = new Map<string, { accountId: string; startedAt: string; endedAt: string | null; title: string }>();

  const authorised = (request: Parameters<typeof googleBearer>[1], reply: FastifyReply) => {
    const found = googleBearer(ctx, request);
    if (!found) {
      apiError(reply, 401, 'UNAUTHENTICATED', 'authError', 'Request had invalid authentication credentials.');
      return undefined;
    }
    if (!found.grant.scopes.some((s) => READ_SCOPES.includes(s))) {
      apiError(reply, 403, 'PERMISSION_DENIED', 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return undefined;
    }
    return found;
  };

  app.get('/google/youtube/v3/liveBroadcasts', async (request, reply) => {
    const found = authorised(request, reply);
    if (!found) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (typeof query.part !== 'string' || !query.part)
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'required', 'Required parameter: part');
    if (query.mine !== 'true')
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'missingRequiredParameter', 'The stand-in supports mine=true only.');
    const status = typeof query.broadcastStatus === 'string' ? query.broadcastStatus : 'all';
    if (!['active', 'all'].includes(status))
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'invalidValue', 'The stand-in supports broadcastStatus active or all only.');
    const self = ctx.accountOf(found.grant);
    const stream = self ? book.get(self.id) : undefined;
    const items =
      self && stream?.live && stream.streamId
        ? [
            {
              kind: 'youtube#liveBroadcast',
              etag: `etag-${stream.streamId}`,
              id: stream.streamId,
              snippet: {
                publishedAt: stream.startedAt,
                channelId: channelOf(self),
                title: stream.title,
                description: '',
                actualStartTime: stream.startedAt,
                liveChatId: `chat-${stream.streamId}`,
              },
              status: { lifeCycleStatus: 'live', privacyStatus: 'public', recordingStatus: 'recording' },
            },
          ]
        : [];
    return {
      kind: 'youtube#liveBroadcastListResponse',
      etag: 'etag-live',
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      items,
    };
  });

  app.get('/google/youtube/v3/videos', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (typeof query.part !== 'string' || !query.part)
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'required', 'Required parameter: part');
    if (typeof query.id !== 'string' || !query.id)
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'missingRequiredParameter', 'No filter selected. Expected one of: id.');
    const ids = query.id.split(',').filter(Boolean);
    if (ids.length > 50) return apiError(reply, 400, 'INVALID_ARGUMENT', 'invalidFilters', 'Too many ids: at most 50.');
    const items = ids.flatMap((id) => {
      const made = broadcasts.get(id);
      if (!made) return [];
      const account = ctx.accounts.byId('google', made.accountId);
      const stream = book.get(made.accountId);
      const live = stream?.live === true && stream.streamId === id;
      return [
        {
          kind: 'youtube#video',
          etag: `etag-${id}`,
          id,
          snippet: {
            channelId: account ? channelOf(account) : `UC${made.accountId}`,
            title: made.title,
            categoryId: '20',
            liveBroadcastContent: live ? 'live' : 'none',
          },
          liveStreamingDetails: {
            actualStartTime: made.startedAt,
            ...(live
              ? { concurrentViewers: String(stream.viewers), activeLiveChatId: `chat-${id}` }
              : { actualEndTime: made.endedAt ?? made.startedAt }),
          },
        },
      ];
    });
    return {
      kind: 'youtube#videoListResponse',
      etag: 'etag-videos',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    };
  });

  app.get('/google/_dev/live', async () => ({ data: book.list().map((s) => devState(ctx, s)) }));

  app.get<{ Params: { login: string } }>('/google/_dev/live/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const account = ctx.accounts.resolve('google', login);
    const stream = book.get(account.id);
    return stream
      ? devState(ctx, stream)
      : { login, channel_id: channelOf(account), live: false, viewers: 0, broadcast_id: null, started_at: null };
  });

  app.post<{ Params: { login: string } }>('/google/_dev/live/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const change = readStreamChange(request.body);
    if (typeof change === 'string') return reply.code(400).send({ error: change });
    const account = ctx.accounts.resolve('google', login);
    const before = book.get(account.id);
    const stream = book.set(account, change, videoId);
    if (before?.live && before.streamId && (!stream.live || stream.streamId !== before.streamId)) {
      const ended = broadcasts.get(before.streamId);
      if (ended) ended.endedAt = new Date(ctx.now()).toISOString();
    }
    if (stream.live && stream.streamId && stream.startedAt && !broadcasts.has(stream.streamId)) {
      broadcasts.set(stream.streamId, { accountId: account.id, startedAt: stream.startedAt, endedAt: null, title: stream.title });
    }
    return devState(ctx, stream);
  });
}
