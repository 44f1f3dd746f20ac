import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLogin } from './accounts.ts';
import type { DevAccount } from './accounts.ts';
import type { DevContext, TokenGrant } from './context.ts';
import { CHAT_SCOPES, DEMO_CHATBOTS, registerDemoChatbots } from './demo-chatbots.ts';

const DELIVERY_TIMEOUT_MS = 5_000;

interface ChatLine {
  message_id: string;
  broadcaster_id: string;
  sender_id: string;
  sender_login: string;
  text: string;
  sent_at: string;
  /** Sent through Helix `POST chat/messages` (a bot), not typed through the dev control. */
  via_api: boolean;
}

interface Subscription {
  id: string;
  type: string;
  version: string;
  status: string;
  condition: Record<string, string>;
  transport: { method: 'webhook'; callback: string };
  secret: string;
  created_at: string;
  cost: number;
}

const publicSubscription = (s: Subscription) => ({
  id: s.id,
  status: s.status,
  type: s.type,
  version: s.version,
  condition: s.condition,
  created_at: s.created_at,
  transport: s.transport,
  cost: s.cost,
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Twitch chat (stand-in): chat messages, EventSub webhooks and moderators.
 *
 * Helix (headers `Client-Id` and `Authorization: Bearer <token>`):
 *   POST /twitch/helix/chat/messages  JSON {broadcaster_id, sender_id, message (≤ 500)}
 *     with a user token of the sender, or an app token (Twitch's user:bot + channel:bot/moderator
 *     path). Answers {data: [{message_id, is_sent: true, drop_reason: null}]} and, as Twitch does,
 *     delivers the line as a channel.chat.message notification to the channel's subscribers.
 *   POST /twitch/helix/eventsub/subscriptions  JSON {type, version, condition, transport: {method:
 *     'webhook', callback, secret}} with an app token: sends the webhook_callback_verification
 *     challenge to the callback, answers 202 {data: [subscription], total, total_cost, max_total_cost}
 *     (status 'enabled' when the callback echoed the challenge, else 'webhook_callback_verification_failed');
 *     the same type + condition + callback again answers 409.
 *   GET  /twitch/helix/eventsub/subscriptions[?status=&type=]  (app token)
 *   DELETE /twitch/helix/eventsub/subscriptions?id=  (app token) → 204
 *   GET  /twitch/helix/moderation/channels?user_id=  (that user's token): channels the user moderates.
 *   GET  /twitch/helix/moderation/moderators?broadcaster_id=[&user_id=]  (the broadcaster's token).
 *
 * Dev controls (not Twitch's; for tests and e2e):
 *   POST /twitch/_dev/chat/{login}  JSON {user, text}: `user` types `text` in {login}'s chat; every
 *     enabled channel.chat.message subscription of that channel gets a signed notification (awaited).
 *     Answers {message_id, delivered}.
 *   GET  /twitch/_dev/chat/{login}: {messages: [{message_id, sender_id, sender_login, text, sent_at}]},
 *     the lines bots posted there through Helix, oldest first.
 *   POST /twitch/_dev/mods/{login}  JSON {user, mod: boolean, channel_id?}: makes `user` a moderator of {login}'s
 *     channel or not; `channel_id` names the channel's Twitch id when the stand-in does not know it.
 *   POST /twitch/_dev/chat-token/{login}: a user token with the chat scopes for {login}
 *     ({access_token, refresh_token, expires_in, user_id}), as the authorize flow would give.
 */
export function registerTwitchChat(app: FastifyInstance, ctx: DevContext): void {
  const lines: ChatLine[] = [];
  const subscriptions = new Map<string, Subscription>();
  const mods = new Map<string, Set<string>>();
  registerDemoChatbots(ctx);

  const helixAuth = (request: FastifyRequest, reply: FastifyReply): { grant: TokenGrant } | undefined => {
    const clientId = request.headers['client-id'];
    const fail = (message: string) => void reply.code(401).send({ error: 'Unauthorized', status: 401, message });
    if (!clientId) return fail('Client ID is missing');
    const found = ctx.bearer(request, 'twitch');
    if (!found) return fail('Invalid OAuth token');
    if (found.grant.clientId !== clientId) return fail('Client ID and OAuth token do not match');
    return found;
  };
  const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'Bad Request', status: 400, message });
  const account = (id: string): DevAccount | undefined => ctx.accounts.byId('twitch', id);

  async function deliver(sub: Subscription, type: string, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
    const id = randomUUID();
    const timestamp = new Date(ctx.now()).toISOString();
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', sub.secret)
      .update(id + timestamp + raw)
      .digest('hex')}`;
    try {
      const response = await fetch(sub.transport.callback, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'twitch-eventsub-message-id': id,
          'twitch-eventsub-message-retry': '0',
          'twitch-eventsub-message-type': type,
          'twitch-eventsub-message-signature': signature,
          'twitch-eventsub-message-timestamp': timestamp,
          'twitch-eventsub-subscription-type': sub.type,
          'twitch-eventsub-subscription-version': sub.version,
        },
        body: raw,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    } catch {
      return { status: 0, text: '' };
    }
  }

  /** Sends a chat line to every enabled subscription of the channel; answers how many took it (2xx). */
  async function broadcast(line: ChatLine): Promise<number> {
    const channel = account(line.broadcaster_id);
    const targets = [...subscriptions.values()].filter(
      (s) => s.status === 'enabled' && s.type === 'channel.chat.message' && s.condition.broadcaster_user_id === line.broadcaster_id,
    );
    const results = await Promise.all(
      targets.map((sub) =>
        deliver(sub, 'notification', {
          subscription: publicSubscription(sub),
          event: {
            broadcaster_user_id: line.broadcaster_id,
            broadcaster_user_login: channel?.login ?? '',
            broadcaster_user_name: channel?.displayName ?? '',
            chatter_user_id: line.sender_id,
            chatter_user_login: line.sender_login,
            chatter_user_name: line.sender_login,
            message_id: line.message_id,
            message: { text: line.text, fragments: [{ type: 'text', text: line.text, cheermote: null, emote: null, mention: null }] },
            color: '',
            badges: [],
            message_type: 'text',
            cheer: null,
            reply: null,
            channel_points_custom_reward_id: null,
          },
        }),
      ),
    );
    return results.filter((r) => r.status >= 200 && r.status < 300).length;
  }

  app.post('/twitch/helix/chat/messages', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const broadcasterId = str(body.broadcaster_id);
    const senderId = str(body.sender_id);
    const text = str(body.message);
    if (!broadcasterId) return badRequest(reply, 'Missing required parameter "broadcaster_id"');
    if (!senderId) return badRequest(reply, 'Missing required parameter "sender_id"');
    if (!text.trim()) return badRequest(reply, 'Missing required parameter "message"');
    if (text.length > 500) return badRequest(reply, 'The message is too long');
    if (found.grant.accountId && found.grant.accountId !== senderId) {
      return reply.code(403).send({ error: 'Forbidden', status: 403, message: 'The sender must be the user in the access token' });
    }
    const senderLogin = account(senderId)?.login ?? DEMO_CHATBOTS[senderId];
    if (!senderLogin || !account(broadcasterId)) return badRequest(reply, 'The broadcaster or sender does not exist');
    const line: ChatLine = {
      message_id: randomUUID(),
      broadcaster_id: broadcasterId,
      sender_id: senderId,
      sender_login: senderLogin,
      text,
      sent_at: new Date(ctx.now()).toISOString(),
      via_api: true,
    };
    lines.push(line);
    await broadcast(line);
    return { data: [{ message_id: line.message_id, is_sent: true, drop_reason: null }] };
  });

  app.post('/twitch/helix/eventsub/subscriptions', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    if (found.grant.accountId)
      return reply.code(403).send({ error: 'Forbidden', status: 403, message: 'Webhook subscriptions need an app access token' });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const transport = (body.transport ?? {}) as Record<string, unknown>;
    const condition = Object.fromEntries(Object.entries((body.condition ?? {}) as Record<string, unknown>).map(([k, v]) => [k, str(v)]));
    const type = str(body.type);
    const secret = str(transport.secret);
    const callback = str(transport.callback);
    if (!type || !str(body.version)) return badRequest(reply, 'Missing type or version');
    if (transport.method !== 'webhook' || !/^https?:\/\//.test(callback))
      return badRequest(reply, 'The transport must be a webhook with a callback URL');
    if (secret.length < 10 || secret.length > 100) return badRequest(reply, 'The secret must be 10 to 100 characters');
    if (type === 'channel.chat.message' && (!condition.broadcaster_user_id || !condition.user_id))
      return badRequest(reply, 'Missing condition');
    const same = [...subscriptions.values()].find(
      (s) =>
        s.type === type &&
        s.transport.callback === callback &&
        JSON.stringify(s.condition) === JSON.stringify(condition) &&
        s.status === 'enabled',
    );
    if (same) return reply.code(409).send({ error: 'Conflict', status: 409, message: 'subscription already exists' });
    const sub: Subscription = {
      id: randomUUID(),
      type,
      version: str(body.version),
      status: 'webhook_callback_verification_pending',
      condition,
      transport: { method: 'webhook', callback },
      secret,
      created_at: new Date(ctx.now()).toISOString(),
      cost: 0,
    };
    subscriptions.set(sub.id, sub);
    const challenge = randomUUID();
    const answer = await deliver(sub, 'webhook_callback_verification', { challenge, subscription: publicSubscription(sub) });
    sub.status = answer.status === 200 && answer.text === challenge ? 'enabled' : 'webhook_callback_verification_failed';
    return reply.code(202).send({ data: [publicSubscription(sub)], total: subscriptions.size, total_cost: 0, max_total_cost: 10_000 });
  });

  app.get('/twitch/helix/eventsub/subscriptions', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const list = [...subscriptions.values()].filter(
      (s) => (!query.status || s.status === query.status) && (!query.type || s.type === query.type),
    );
    return { data: list.map(publicSubscription), total: list.length, total_cost: 0, max_total_cost: 10_000, pagination: {} };
  });

  app.delete('/twitch/helix/eventsub/subscriptions', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    const id = str(((request.query ?? {}) as Record<string, unknown>).id);
    if (!subscriptions.delete(id)) return reply.code(404).send({ error: 'Not Found', status: 404, message: 'subscription not found' });
    return reply.code(204).send();
  });

  app.get('/twitch/helix/moderation/channels', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    const userId = str(((request.query ?? {}) as Record<string, unknown>).user_id);
    if (!userId) return badRequest(reply, 'Missing required parameter "user_id"');
    if (found.grant.accountId !== userId)
      return reply.code(401).send({ error: 'Unauthorized', status: 401, message: 'The user_id must match the user in the access token' });
    const data = [...mods.entries()]
      .filter(([, users]) => users.has(userId))
      .map(([broadcasterId]) => account(broadcasterId))
      .filter((a): a is DevAccount => a !== undefined)
      .map((a) => ({ broadcaster_id: a.id, broadcaster_login: a.login, broadcaster_name: a.displayName }));
    return { data, pagination: {} };
  });

  app.get('/twitch/helix/moderation/moderators', async (request, reply) => {
    const found = helixAuth(request, reply);
    if (!found) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const broadcasterId = str(query.broadcaster_id);
    if (!broadcasterId) return badRequest(reply, 'Missing required parameter "broadcaster_id"');
    if (found.grant.accountId !== broadcasterId)
      return reply
        .code(401)
        .send({ error: 'Unauthorized', status: 401, message: 'The broadcaster_id must match the user in the access token' });
    const wanted = Array.isArray(query.user_id) ? query.user_id.map(str) : query.user_id ? [str(query.user_id)] : null;
    const data = [...(mods.get(broadcasterId) ?? [])]
      .filter((id) => !wanted || wanted.includes(id))
      .map((id) => account(id))
      .filter((a): a is DevAccount => a !== undefined)
      .map((a) => ({ user_id: a.id, user_login: a.login, user_name: a.displayName }));
    return { data, pagination: {} };
  });

  app.post<{ Params: { login: string } }>('/twitch/_dev/chat/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const user = normaliseLogin(str(body.user));
    const text = str(body.text);
    if (!login || !user) return reply.code(400).send({ error: 'invalid login or user' });
    if (!text.trim() || text.length > 500) return reply.code(400).send({ error: 'text must be 1 to 500 characters' });
    const channel = ctx.accounts.resolve('twitch', login);
    const chatter = ctx.accounts.resolve('twitch', user);
    const line: ChatLine = {
      message_id: randomUUID(),
      broadcaster_id: channel.id,
      sender_id: chatter.id,
      sender_login: chatter.login,
      text,
      sent_at: new Date(ctx.now()).toISOString(),
      via_api: false,
    };
    lines.push(line);
    return { message_id: line.message_id, delivered: await broadcast(line) };
  });

  app.get<{ Params: { login: string } }>('/twitch/_dev/chat/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const channel = ctx.accounts.resolve('twitch', login);
    return {
      messages: lines
        .filter((l) => l.via_api && l.broadcaster_id === channel.id)
        .map(({ message_id, sender_id, sender_login, text, sent_at }) => ({ message_id, sender_id, sender_login, text, sent_at })),
    };
  });

  app.post<{ Params: { login: string } }>('/twitch/_dev/mods/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const user = normaliseLogin(str(body.user));
    const channelId = body.channel_id === undefined ? undefined : str(body.channel_id);
    if (!login || !user || typeof body.mod !== 'boolean' || (channelId !== undefined && !/^\d{1,20}$/.test(channelId))) {
      return reply.code(400).send({ error: 'expected {user, mod: boolean, channel_id?}' });
    }
    // channel_id: the channel's Twitch id, for a channel that exists on Twitch but not among the stand-in's accounts.
    const channel = channelId ? ctx.accounts.adopt('twitch', channelId, login) : ctx.accounts.resolve('twitch', login);
    const moderator = ctx.accounts.resolve('twitch', user);
    const set = mods.get(channel.id) ?? new Set<string>();
    if (body.mod) set.add(moderator.id);
    else set.delete(moderator.id);
    mods.set(channel.id, set);
    return { channel: channel.login, user: moderator.login, mod: body.mod };
  });

  app.post<{ Params: { login: string } }>('/twitch/_dev/chat-token/:login', async (request, reply) => {
    const login = normaliseLogin(request.params.login);
    if (!login) return reply.code(400).send({ error: 'invalid login' });
    const user = ctx.accounts.resolve('twitch', login);
    const issued = ctx.issueTokens(
      { provider: 'twitch', clientId: ctx.clients.twitch.id, scopes: CHAT_SCOPES, accountId: user.id, extras: {} },
      14_400,
    );
    return { access_token: issued.accessToken, refresh_token: issued.refreshToken, expires_in: issued.expiresIn, user_id: user.id };
  });
}
