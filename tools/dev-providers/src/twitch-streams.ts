import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLogin } from './accounts.ts';
import type { DevContext } from './context.ts';
import { numericId, readStreamChange, streamBook } from './live-streams.ts';
import type { DevStream } from './live-streams.ts';

/** Twitch category ids of the games tests use most; other names get a stable made-up id. */
const GAME_IDS: Record<string, string> = { 'Just Chatting': '509658', Fortnite: '33214', Minecraft: '27471', 'League of Legends': '21779' };

function gameId(name: string): string {
  if (!name) return '';
  let hash = 7;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000;
  return GAME_IDS[name] ?? String(100_000 + hash);
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** What the `_dev` controls answer. */
function devState(stream: DevStream) {
  return {
    login: stream.login,
    user_id: stream.accountId,
    live: stream.live,
    viewers: stream.viewers,
    game: stream.game,
    stream_id: stream.streamId,
    started_at: stream.startedAt,
  };
}

/**
 * Twitch live streams (stand-in).
 *
 * Helix `GET /twitch/helix/streams?user_id=1001&user_id=1002&user_login=…&first=100`
 * (api.twitch.tv/helix/streams). Headers `Client-Id` and `Authorization: Bearer <app or user token>`
 * (an app token comes from `POST /twitch/oauth2/token` grant_type=client_credentials). At most 100
 * user_id + user_login together (else 400). Answers only the live ones:
 *   {data: [{id, user_id, user_login, user_name, game_id, game_name, type: 'live', title,
 *            viewer_count, started_at, language: 'en', thumbnail_url, tag_ids: [], tags: [],
 *            is_mature: false}], pagination: {}}
 *
 * Dev controls (not Twitch's; for tests and e2e):
 *   POST /twitch/_dev/streams/{login}  JSON {live: boolean, viewers?: number, game?: string, title?: string}
 *     sets the account live/offline (any valid login; unknown ones are made up as on the authorize
 *     page). Going live starts a new stream (new id, started_at = now); viewers/game/title keep
 *     their last value when left out; offline sets viewers to 0.
 *   GET  /twitch/_dev/streams/{login}  and  GET /twitch/_dev/streams (list)
 *     answer {login, user_id, live, viewers, game, stream_id, started_at} (stream_id/started_at
 *     null before the first stream / when offline respectively). Never-set accounts answer offline.
 */
export function registerTwitchStreams(app: FastifyInstance, ctx: DevContext): void {
  const book = streamBook(ctx, 'twitch');

  app.get('/twitch/helix/streams', async (request, reply) => helixStreams(ctx, request, reply));

  app.get('/twitch/_dev/streams', async () => ({ data: book.list().map(devState) }));

  app.get<{ Params: { login: string } }>('/twitch/_dev/streams/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const account = ctx.accounts.resolve('twitch', login);
    const stream = book.get(account.id);
    return stream ? devState(stream) : { login, user_id: account.id, live: false, viewers: 0, game: '', stream_id: null, started_at: null };
  });

  app.post<{ Params: { login: string } }>('/twitch/_dev/streams/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const change = readStreamChange(request.body);
    if (typeof change === 'string') return reply.code(400).send({ error: change });
    const account = ctx.accounts.resolve('twitch', login);
    return devState(book.set(account, change, numericId));
  });
}

function helixStreams(ctx: DevContext, request: FastifyRequest, reply: FastifyReply) {
  const unauthorized = (message: string) => reply.code(401).send({ error: 'Unauthorized', status: 401, message });
  const clientId = request.headers['client-id'];
  if (!clientId) return unauthorized('Client ID is missing');
  const found = ctx.bearer(request, 'twitch');
  if (!found) return unauthorized('Invalid OAuth token');
  if (found.grant.clientId !== clientId) return unauthorized('Client ID and OAuth token do not match');

  const query = (request.query ?? {}) as Record<string, unknown>;
  const ids = asList(query.user_id);
  const logins = asList(query.user_login).map((l) => l.toLowerCase());
  if (ids.length + logins.length > 100) {
    return reply.code(400).send({
      error: 'Bad Request',
      status: 400,
      message: 'The sum of the number of user_id and user_login parameters exceeds the maximum of 100',
    });
  }
  const book = streamBook(ctx, 'twitch');
  const wanted =
    ids.length || logins.length ? book.list().filter((s) => ids.includes(s.accountId) || logins.includes(s.login)) : book.list();
  const first = Math.min(100, Math.max(1, Number(query.first) || 20));
  const live = wanted
    .filter((s) => s.live)
    .sort((a, b) => b.viewers - a.viewers)
    .slice(0, first);
  return {
    data: live.map((s) => ({
      id: s.streamId,
      user_id: s.accountId,
      user_login: s.login,
      user_name: s.displayName,
      game_id: gameId(s.game),
      game_name: s.game,
      type: 'live',
      title: s.title,
      viewer_count: s.viewers,
      started_at: s.startedAt,
      language: 'en',
      thumbnail_url: `https://static-cdn.jtvnw.net/previews-ttv/live_user_${s.login}-{width}x{height}.jpg`,
      tag_ids: [],
      tags: [],
      is_mature: false,
    })),
    pagination: {},
  };
}
