import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerAuthorize } from './authorize.ts';
import type { DevContext } from './context.ts';
import { basicCredentials } from './params.ts';
import type { FormBody } from './params.ts';

/** Discord access tokens live a week. */
const EXPIRES_IN = 604_800;
/** discord.com/api answers unversioned and versioned paths alike. */
const API_PREFIXES = ['/discord/api', '/discord/api/v9', '/discord/api/v10'];

const unauthorized = { message: '401: Unauthorized', code: 0 };

function oauthError(reply: FastifyReply, status: number, error: string, description?: string) {
  return reply.code(status).send(description ? { error, error_description: description } : { error });
}

/** Discord reads token requests from a form body only, never from the query or JSON. */
function formBody(body: unknown, isForm: boolean): Record<string, string> | undefined {
  if (!isForm || !body || typeof body !== 'object') return undefined;
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(body as FormBody)) out.set(name, Array.isArray(value) ? value[0] : value);
  return Object.fromEntries(out);
}

/**
 * Discord: consent page (discord.com/oauth2/authorize), token and revoke (discord.com/api/oauth2/…),
 * `GET /users/@me` and `GET /users/@me/guilds`, all under /discord.
 */
export function registerDiscord(app: FastifyInstance, ctx: DevContext): void {
  const client = ctx.clients.discord;

  for (const path of ['/discord/oauth2/authorize', '/discord/api/oauth2/authorize']) {
    registerAuthorize(app, ctx, {
      provider: 'discord',
      label: 'Discord',
      path,
      client,
      successParams: (code) => ({ code }),
      deniedParams: { error: 'access_denied', error_description: 'The resource owner or authorization server denied the request' },
    });
  }

  for (const prefix of API_PREFIXES) {
    app.post(`${prefix}/oauth2/token`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const p = formBody(request.body, isForm);
      if (!p) return oauthError(reply, 400, 'unsupported_grant_type', 'Grant type None is not supported');
      const basic = basicCredentials(request);
      const clientId = basic?.id ?? p.client_id;
      if (clientId !== client.id || (basic?.secret ?? p.client_secret) !== client.secret) {
        return oauthError(reply, 401, 'invalid_client');
      }
      if (p.grant_type === 'authorization_code') {
        const redeemed = ctx.redeemCode(p.code, 'discord', clientId, p.redirect_uri);
        if (!redeemed.ok) {
          const field = redeemed.reason === 'redirect_mismatch' ? 'redirect_uri' : 'code';
          return oauthError(reply, 400, 'invalid_grant', `Invalid "${field}" in request.`);
        }
        const issued = ctx.issueTokens(redeemed.grant, EXPIRES_IN);
        return tokenAnswer(issued.accessToken, issued.refreshToken, redeemed.grant.scopes);
      }
      if (p.grant_type === 'refresh_token') {
        const old = p.refresh_token ? ctx.refreshTokens.take(p.refresh_token) : undefined;
        if (!old || old.provider !== 'discord' || old.clientId !== clientId) return oauthError(reply, 400, 'invalid_grant');
        const issued = ctx.issueTokens(old, EXPIRES_IN);
        return tokenAnswer(issued.accessToken, issued.refreshToken, old.scopes);
      }
      return oauthError(reply, 400, 'unsupported_grant_type', `Grant type ${p.grant_type ?? 'None'} is not supported`);
    });

    app.post(`${prefix}/oauth2/token/revoke`, async (request, reply) => {
      const p = formBody(request.body, true) ?? {};
      const basic = basicCredentials(request);
      if ((basic?.id ?? p.client_id) !== client.id || (basic?.secret ?? p.client_secret) !== client.secret) {
        return oauthError(reply, 401, 'invalid_client');
      }
      if (p.token) {
        ctx.tokens.delete(p.token);
        ctx.refreshTokens.delete(p.token);
      }
      return {};
    });

    app.get(`${prefix}/users/@me`, async (request, reply) => {
      const found = ctx.bearer(request, 'discord');
      const account = found && ctx.accountOf(found.grant);
      if (!found || !account || !found.grant.scopes.includes('identify')) return reply.code(401).send(unauthorized);
      const withEmail = found.grant.scopes.includes('email');
      return {
        id: account.id,
        username: account.login,
        discriminator: '0',
        global_name: account.displayName,
        // null is Discord's "default avatar": a real avatar hash would point at Discord's CDN.
        avatar: null,
        bot: false,
        mfa_enabled: false,
        locale: 'en-US',
        flags: 0,
        premium_type: 0,
        public_flags: 0,
        ...(withEmail ? { email: account.email, verified: true } : {}),
      };
    });

    app.get(`${prefix}/users/@me/guilds`, async (request, reply) => {
      const found = ctx.bearer(request, 'discord');
      if (!found || !found.grant.scopes.includes('guilds')) return reply.code(401).send(unauthorized);
      return [];
    });
  }
}

function tokenAnswer(accessToken: string, refreshToken: string, scopes: string[]) {
  return { token_type: 'Bearer', access_token: accessToken, expires_in: EXPIRES_IN, refresh_token: refreshToken, scope: scopes.join(' ') };
}
