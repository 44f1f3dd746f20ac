import type { AppContext } from '../../../context/app-context.ts';
import type { Config } from '../../../config.ts';
import {
  chatbotCredentials,
  setChatbotConnection,
  setChatbotTwitchId,
  storeRefreshedChatbotTokens,
  type ChatbotCredentials,
} from '../repositories/chatbot-runtime-repository.ts';
import { ProviderError, providerJson, requiredString, type ProviderRequest } from '../../social/index.ts';

/** Refresh a user token this long before Twitch says it runs out. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The chatbot's token was revoked: its connection is marked down and it cannot post until re-authorised. */
export class ChatbotRevokedError extends Error {
  constructor(readonly accountId: number) {
    super('The chatbot token was revoked; authorise the chatbot again');
    this.name = 'ChatbotRevokedError';
  }
}

/** A Helix call: bearer token, Client-Id, JSON body or query. */
export async function helix(
  config: Config,
  path: string,
  token: string,
  request: ProviderRequest & { query?: Record<string, string | string[]> } = {},
) {
  const url = new URL(`${config.TWITCH_API_URL.replace(/\/+$/, '')}/${path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  }
  return providerJson(url.toString(), {
    ...request,
    headers: { authorization: `Bearer ${token}`, 'client-id': config.TWITCH_CLIENT_ID, ...request.headers },
  });
}

const appTokens = new Map<string, { token: string; expiresAt: number }>();

/** An app access token (client credentials), kept until shortly before it runs out. */
export async function appToken(config: Config, renew = false): Promise<string> {
  const key = `${config.TWITCH_TOKEN_URL} ${config.TWITCH_CLIENT_ID}`;
  const cached = appTokens.get(key);
  if (!renew && cached && cached.expiresAt - REFRESH_MARGIN_MS > Date.now()) return cached.token;
  const answer = await providerJson(config.TWITCH_TOKEN_URL, {
    form: { client_id: config.TWITCH_CLIENT_ID, client_secret: config.TWITCH_CLIENT_SECRET, grant_type: 'client_credentials' },
  });
  const token = requiredString(answer, 'access_token');
  const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
  appTokens.set(key, { token, expiresAt: Date.now() + expiresIn * 1000 });
  return token;
}

/** A Helix call with the app token, renewing it once on 401. */
export async function helixAsApp(
  config: Config,
  path: string,
  request: ProviderRequest & { query?: Record<string, string | string[]> } = {},
) {
  try {
    return await helix(config, path, await appToken(config), request);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    return helix(config, path, await appToken(config, true), request);
  }
}

const expiry = (expiresIn: unknown, now: Date) =>
  typeof expiresIn === 'number' && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null;

/**
 * Refreshes the chatbot's user token (refresh_token grant) and stores the pair atomically. Twitch
 * refusing the refresh (400/401: revoked, or the account disconnected the app) marks the connection
 * down and throws ChatbotRevokedError; other failures (Twitch unreachable) throw ProviderError.
 */
export async function refreshChatbotToken(ctx: AppContext, account: ChatbotCredentials): Promise<ChatbotCredentials> {
  if (!account.refresh_token) {
    await setChatbotConnection(ctx.db, account.id, 'down');
    throw new ChatbotRevokedError(account.id);
  }
  let answer: Record<string, unknown>;
  try {
    answer = await providerJson(ctx.config.TWITCH_TOKEN_URL, {
      form: {
        client_id: ctx.config.TWITCH_CLIENT_ID,
        client_secret: ctx.config.TWITCH_CLIENT_SECRET,
        grant_type: 'refresh_token',
        refresh_token: account.refresh_token,
      },
    });
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 400 || error.status === 401)) {
      // Another process may have refreshed with this refresh token a moment ago.
      const fresh = await chatbotCredentials(ctx.db, account.id);
      if (fresh && fresh.refresh_token !== account.refresh_token && fresh.access_token) return fresh;
      await setChatbotConnection(ctx.db, account.id, 'down');
      throw new ChatbotRevokedError(account.id);
    }
    throw error;
  }
  const tokens = {
    accessToken: requiredString(answer, 'access_token'),
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : account.refresh_token,
    expiresAt: expiry(answer.expires_in, ctx.now()),
  };
  const stored = await storeRefreshedChatbotTokens(ctx.db, account.id, account.refresh_token, tokens);
  if (!stored) {
    const fresh = await chatbotCredentials(ctx.db, account.id);
    if (fresh?.access_token) return fresh;
  }
  if (account.connection !== 'up') await setChatbotConnection(ctx.db, account.id, 'up');
  return {
    ...account,
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_expires_at: tokens.expiresAt,
    connection: 'up',
  };
}

/** The chatbot's Twitch user id, looked up by login (app token) and stored when it is not known yet. */
export async function chatbotTwitchId(ctx: AppContext, account: ChatbotCredentials): Promise<string> {
  if (account.twitch_user_id) return account.twitch_user_id;
  const users = await helixAsApp(ctx.config, 'users', { query: { login: account.login } });
  const user = Array.isArray(users.data) ? (users.data[0] as Record<string, unknown> | undefined) : undefined;
  if (!user) throw new ProviderError(`Twitch knows no user ${account.login}`);
  const id = requiredString(user, 'id');
  await setChatbotTwitchId(ctx.db, account.id, id);
  account.twitch_user_id = id;
  return id;
}

/**
 * Runs a Helix call as the chatbot: with its user token when it has one (refreshed before it runs
 * out, and once on 401), else with the app token (Twitch lets an app post as a bot account that
 * granted user:bot). A revoked token throws ChatbotRevokedError after marking the connection down.
 */
export async function asChatbot<T>(ctx: AppContext, account: ChatbotCredentials, call: (token: string) => Promise<T>): Promise<T> {
  if (!account.access_token) {
    try {
      return await call(await appToken(ctx.config));
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      return call(await appToken(ctx.config, true));
    }
  }
  let current = account;
  const expiresAt = current.token_expires_at ? new Date(current.token_expires_at).getTime() : null;
  if (expiresAt !== null && expiresAt - REFRESH_MARGIN_MS <= ctx.now().getTime()) current = await refreshChatbotToken(ctx, current);
  try {
    const result = await call(current.access_token as string);
    if (current.connection !== 'up') await setChatbotConnection(ctx.db, current.id, 'up');
    return result;
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    current = await refreshChatbotToken(ctx, current);
    return call(current.access_token as string);
  }
}

/** Outcome of one chat message. */
export type SendResult = { ok: true } | { ok: false; error: string };

/**
 * Helix `POST chat/messages` as the chatbot in one channel. Never throws: every failure (revoked
 * token, Twitch down, message dropped) is answered as an error to record.
 */
export async function sendChatMessage(
  ctx: AppContext,
  accountId: number,
  broadcasterTwitchId: string,
  message: string,
): Promise<SendResult> {
  try {
    const account = await chatbotCredentials(ctx.db, accountId);
    if (!account) return { ok: false, error: 'The chatbot account no longer exists' };
    const senderId = await chatbotTwitchId(ctx, account);
    const answer = await asChatbot(ctx, account, (token) =>
      helix(ctx.config, 'chat/messages', token, {
        method: 'POST',
        json: { broadcaster_id: broadcasterTwitchId, sender_id: senderId, message },
      }),
    );
    const sent = Array.isArray(answer.data)
      ? (answer.data[0] as { is_sent?: unknown; drop_reason?: { message?: unknown } | null } | undefined)
      : undefined;
    if (sent && sent.is_sent === false) {
      const reason = typeof sent.drop_reason?.message === 'string' ? sent.drop_reason.message : 'dropped';
      return { ok: false, error: `Twitch dropped the message: ${reason}` };
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof ChatbotRevokedError || error instanceof ProviderError) return { ok: false, error: error.message };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
