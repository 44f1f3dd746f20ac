import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DevAccount } from './accounts.ts';
import { registerAuthorize } from './authorize.ts';
import type { DevContext, TokenGrant } from './context.ts';
import { accessTokenHash, googleJwks, signIdToken } from './google-id-token.ts';
import { basicCredentials, readParams } from './params.ts';

const EXPIRES_IN = 3599;
const SCOPE_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';
const SCOPE_PROFILE = 'https://www.googleapis.com/auth/userinfo.profile';
const SHORT_SCOPES: Record<string, string> = { email: SCOPE_EMAIL, profile: SCOPE_PROFILE };

/** Google records `email`/`profile` as their full URLs and grants `openid` along with them. */
export function normaliseGoogleScopes(requested: string[]): string[] {
  const scopes = new Set(requested.map((s) => SHORT_SCOPES[s] ?? s));
  if (scopes.has(SCOPE_EMAIL) || scopes.has(SCOPE_PROFILE)) scopes.add('openid');
  return [...scopes];
}

const hasEmail = (grant: TokenGrant) => grant.scopes.includes(SCOPE_EMAIL);
const hasProfile = (grant: TokenGrant) => grant.scopes.includes(SCOPE_PROFILE);

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

/** The access token from `Authorization: Bearer` or the `access_token` query parameter, as Google allows. */
export function googleBearer(ctx: DevContext, request: FastifyRequest): { token: string; grant: TokenGrant } | undefined {
  const fromHeader = ctx.bearer(request, 'google');
  if (fromHeader) return fromHeader;
  const token = (request.query as Record<string, unknown> | undefined)?.access_token;
  const grant = typeof token === 'string' ? ctx.tokens.get(token) : undefined;
  return typeof token === 'string' && grant?.provider === 'google' ? { token, grant } : undefined;
}

/**
 * Google: consent page (accounts.google.com/o/oauth2/v2/auth), token (oauth2.googleapis.com/token),
 * userinfo (www.googleapis.com/oauth2/v3/userinfo), certs and revoke, all under /google.
 */
export function registerGoogle(app: FastifyInstance, ctx: DevContext): void {
  const client = ctx.clients.google;

  registerAuthorize(app, ctx, {
    provider: 'google',
    label: 'Google',
    path: '/google/o/oauth2/v2/auth',
    client,
    normaliseScopes: normaliseGoogleScopes,
    extras: ['access_type', 'prompt', 'nonce'],
    successParams: (code, grant) => ({ code, scope: grant.scopes.join(' '), authuser: '0', prompt: grant.extras.prompt ?? 'consent' }),
    deniedParams: { error: 'access_denied' },
  });

  const idToken = (request: FastifyRequest, grant: TokenGrant, accessToken: string) => {
    const account = ctx.accountOf(grant);
    if (!account || !grant.scopes.includes('openid')) return undefined;
    const iat = Math.floor(ctx.now() / 1000);
    return signIdToken({
      iss: 'https://accounts.google.com',
      azp: grant.clientId,
      aud: grant.clientId,
      sub: account.id,
      ...(hasEmail(grant) ? { email: account.email, email_verified: true } : {}),
      at_hash: accessTokenHash(accessToken),
      ...(grant.extras.nonce ? { nonce: grant.extras.nonce } : {}),
      ...(hasProfile(grant)
        ? { name: account.displayName, picture: ctx.avatarUrl(request, account), given_name: account.displayName }
        : {}),
      iat,
      exp: iat + 3600,
    });
  };

  app.post('/google/token', async (request, reply) => {
    const p = readParams(request);
    const basic = basicCredentials(request);
    const clientId = basic?.id ?? p.client_id;
    const clientSecret = basic?.secret ?? p.client_secret;
    if (clientId !== client.id) return oauthError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    if (clientSecret !== client.secret) return oauthError(reply, 401, 'invalid_client', 'Unauthorized');
    reply.header('cache-control', 'no-store');

    if (p.grant_type === 'authorization_code') {
      const redeemed = ctx.redeemCode(p.code, 'google', clientId, p.redirect_uri);
      if (!redeemed.ok) {
        return redeemed.reason === 'redirect_mismatch'
          ? oauthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request')
          : oauthError(reply, 400, 'invalid_grant', 'Bad Request');
      }
      const { grant } = redeemed;
      const issued = ctx.issueTokens(grant, EXPIRES_IN, 'ya29.');
      // Google hands out a refresh token only to offline access requests.
      const offline = grant.extras.access_type === 'offline';
      if (!offline) ctx.refreshTokens.delete(issued.refreshToken);
      return {
        access_token: issued.accessToken,
        expires_in: EXPIRES_IN,
        ...(offline ? { refresh_token: `1//${issued.refreshToken}` } : {}),
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        ...(grant.scopes.includes('openid') ? { id_token: idToken(request, grant, issued.accessToken) } : {}),
      };
    }
    if (p.grant_type === 'refresh_token') {
      const stored = p.refresh_token?.startsWith('1//') ? p.refresh_token.slice(3) : undefined;
      const grant = stored ? ctx.refreshTokens.get(stored) : undefined;
      if (!grant || grant.provider !== 'google' || grant.clientId !== clientId) {
        return oauthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      // Google keeps the refresh token; only a new access token comes back.
      const issued = ctx.issueTokens(grant, EXPIRES_IN, 'ya29.');
      ctx.refreshTokens.delete(issued.refreshToken);
      return {
        access_token: issued.accessToken,
        expires_in: EXPIRES_IN,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        ...(grant.scopes.includes('openid') ? { id_token: idToken(request, grant, issued.accessToken) } : {}),
      };
    }
    return oauthError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${p.grant_type ?? ''}`);
  });

  app.get('/google/oauth2/v3/userinfo', async (request, reply) => {
    const found = googleBearer(ctx, request);
    const account = found && ctx.accountOf(found.grant);
    if (!found || !account) {
      reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return oauthError(reply, 401, 'invalid_request', 'Invalid Credentials');
    }
    return userinfo(ctx, request, account, found.grant);
  });

  app.get('/google/oauth2/v3/certs', async () => googleJwks());

  app.post('/google/revoke', async (request, reply) => {
    const token = readParams(request).token;
    if (token && ctx.tokens.get(token)?.provider === 'google') {
      ctx.tokens.delete(token);
      return reply.code(200).send({});
    }
    if (token?.startsWith('1//') && ctx.refreshTokens.get(token.slice(3))?.provider === 'google') {
      ctx.refreshTokens.delete(token.slice(3));
      return reply.code(200).send({});
    }
    return oauthError(reply, 400, 'invalid_token', 'Token expired or revoked');
  });
}

function userinfo(ctx: DevContext, request: FastifyRequest, account: DevAccount, grant: TokenGrant) {
  return {
    sub: account.id,
    ...(hasProfile(grant) ? { name: account.displayName, given_name: account.displayName, picture: ctx.avatarUrl(request, account) } : {}),
    ...(hasEmail(grant) ? { email: account.email, email_verified: true } : {}),
  };
}
