import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DevAccount } from './accounts.ts';
import { registerAuthorize } from './authorize.ts';
import type { DevContext, TokenGrant } from './context.ts';
import { readParams, splitScopes } from './params.ts';

/** Twitch user access tokens live about four hours. */
const EXPIRES_IN = 14_400;
const APP_EXPIRES_IN = 5_000_000;

const invalidCode = { status: 400, message: 'Invalid authorization code' };
const unauthorized = (message: string) => ({ error: 'Unauthorized', status: 401, message });

function tokenAnswer(accessToken: string, refreshToken: string, scopes: string[]) {
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: EXPIRES_IN, scope: scopes, token_type: 'bearer' };
}

/**
 * Twitch: authorize page, token (authorization_code, refresh_token, client_credentials),
 * validate, revoke and Helix `GET /users`. Paths are Twitch's under /twitch
 * (id.twitch.tv/oauth2/… → /twitch/oauth2/…, api.twitch.tv/helix/… → /twitch/helix/…).
 */
export function registerTwitch(app: FastifyInstance, ctx: DevContext): void {
  const client = ctx.clients.twitch;

  registerAuthorize(app, ctx, {
    provider: 'twitch',
    label: 'Twitch',
    path: '/twitch/oauth2/authorize',
    client,
    successParams: (code, grant) => ({ code, scope: grant.scopes.join(' ') }),
    deniedParams: { error: 'access_denied', error_description: 'The user denied you access' },
  });

  app.post('/twitch/oauth2/token', async (request, reply) => {
    const p = readParams(request);
    reply.header('cache-control', 'no-store');
    if (p.client_id !== client.id) return reply.code(400).send({ status: 400, message: 'invalid client' });
    // Twitch itself answers 403 'invalid client secret' here; decision 141 keeps one answer for every bad exchange.
    if (p.client_secret !== client.secret) return reply.code(400).send(invalidCode);
    if (p.grant_type === 'authorization_code') {
      const redeemed = ctx.redeemCode(p.code, 'twitch', p.client_id, p.redirect_uri);
      if (!redeemed.ok) return reply.code(400).send(invalidCode);
      const { grant } = redeemed;
      const issued = ctx.issueTokens({ ...grant, extras: {} }, EXPIRES_IN);
      return tokenAnswer(issued.accessToken, issued.refreshToken, grant.scopes);
    }
    if (p.grant_type === 'refresh_token') {
      const old = p.refresh_token ? ctx.refreshTokens.take(p.refresh_token) : undefined;
      if (!old || old.provider !== 'twitch' || old.clientId !== p.client_id) {
        return reply.code(400).send({ status: 400, message: 'Invalid refresh token' });
      }
      const issued = ctx.issueTokens(old, EXPIRES_IN);
      return tokenAnswer(issued.accessToken, issued.refreshToken, old.scopes);
    }
    if (p.grant_type === 'client_credentials') {
      const grant: TokenGrant = { provider: 'twitch', clientId: client.id, scopes: splitScopes(p.scope), extras: {} };
      const issued = ctx.issueTokens(grant, APP_EXPIRES_IN);
      ctx.refreshTokens.delete(issued.refreshToken);
      return { access_token: issued.accessToken, expires_in: APP_EXPIRES_IN, token_type: 'bearer' };
    }
    return reply.code(400).send({ status: 400, message: p.grant_type ? 'invalid grant type' : 'missing grant_type' });
  });

  app.get('/twitch/oauth2/validate', async (request, reply) => {
    const found = ctx.bearer(request, 'twitch', ['oauth', 'bearer']);
    if (!found) return reply.code(401).send({ status: 401, message: 'invalid access token' });
    const account = ctx.accountOf(found.grant);
    return {
      client_id: found.grant.clientId,
      ...(account ? { login: account.login, user_id: account.id } : {}),
      scopes: found.grant.scopes,
      expires_in: ctx.tokens.secondsLeft(found.token) ?? 0,
    };
  });

  app.post('/twitch/oauth2/revoke', async (request, reply) => {
    const p = readParams(request);
    const grant = p.token ? ctx.tokens.get(p.token) : undefined;
    if (!grant || grant.provider !== 'twitch' || grant.clientId !== p.client_id) {
      return reply.code(400).send({ status: 400, message: 'Invalid token' });
    }
    ctx.tokens.delete(p.token);
    return reply.code(200).send();
  });

  app.get('/twitch/helix/users', async (request, reply) => helixUsers(ctx, request, reply));
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

function helixUsers(ctx: DevContext, request: FastifyRequest, reply: FastifyReply) {
  const clientId = request.headers['client-id'];
  if (!clientId) return reply.code(401).send(unauthorized('Client ID is missing'));
  const found = ctx.bearer(request, 'twitch');
  if (!found) return reply.code(401).send(unauthorized('Invalid OAuth token'));
  if (found.grant.clientId !== clientId) return reply.code(401).send(unauthorized('Client ID and OAuth token do not match'));

  const query = (request.query ?? {}) as Record<string, unknown>;
  const ids = asList(query.id);
  const logins = asList(query.login);
  const self = ctx.accountOf(found.grant);
  let users: DevAccount[];
  if (ids.length || logins.length) {
    if (ids.length + logins.length > 100)
      return reply.code(400).send({
        error: 'Bad Request',
        status: 400,
        message: 'The sum of the number of id and login parameters exceeds the maximum of 100',
      });
    const byId = ids.map((id) => ctx.accounts.byId('twitch', id));
    const byLogin = logins.map((login) => ctx.accounts.byLogin('twitch', login));
    users = [...new Set([...byId, ...byLogin].filter((a): a is DevAccount => a !== undefined))];
  } else if (self) {
    users = [self];
  } else {
    return reply.code(400).send({ error: 'Bad Request', status: 400, message: 'Must provide an ID, Login or OAuth Token' });
  }
  // As on Twitch, the email is only given for the token's own user, and only with user:read:email.
  const showEmail = (a: DevAccount) => a.id === self?.id && found.grant.scopes.includes('user:read:email');
  return {
    data: users.map((a) => ({
      id: a.id,
      login: a.login,
      display_name: a.displayName,
      type: '',
      broadcaster_type: '',
      description: '',
      profile_image_url: ctx.avatarUrl(request, a),
      offline_image_url: '',
      view_count: 0,
      ...(showEmail(a) ? { email: a.email } : {}),
      created_at: a.createdAt,
    })),
  };
}
