import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLogin, twitterAccounts } from './accounts.ts';
import { CODE_TTL_MS } from './context.ts';
import type { DevContext } from './context.ts';
import { authorizePage, errorPage, escapeHtml, page } from './html.ts';
import { parseOAuth1Header } from './oauth1-header.ts';
import type { OAuth1Header } from './oauth1-header.ts';
import { httpUrl, readParams, withQuery } from './params.ts';
import { ExpiringStore, randomToken } from './store.ts';
import { registerTwitterV2 } from './twitter-v2.ts';

interface RequestToken {
  secret: string;
  callback: string;
  accountId?: string;
  verifier?: string;
}

interface AccessToken {
  secret: string;
  accountId: string;
}

const ACCESS_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * OAuth 1.0a user credentials the stand-in always accepts for its fixed accounts, so the demo seed
 * can store a connected Twitter account that works against a freshly started stand-in.
 */
export function demoTwitterCredentials(accountId: string): { accessToken: string; tokenSecret: string } {
  return { accessToken: `${accountId}-advocate-demo-access-token`, tokenSecret: 'advocate-demo-token-secret' };
}
const twitterError = (code: number, message: string) => ({ errors: [{ code, message }] });

function sendForm(reply: FastifyReply, fields: Record<string, string>) {
  // Twitter answers these form-encoded bodies with a text/html content type; clients parse the text.
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(new URLSearchParams(fields).toString());
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Twitter OAuth 1.0a (api.twitter.com/oauth/…) under /twitter: request_token, authorize/authenticate,
 * access_token, plus the user lookups a client makes with the access token and the v2 tweet and
 * retweet writes (twitter-v2.ts).
 */
export function registerTwitter(app: FastifyInstance, ctx: DevContext): void {
  const consumerKey = ctx.clients.twitter.consumerKey;
  const requestTokens = new ExpiringStore<RequestToken>(ctx.now);
  const accessTokens = new ExpiringStore<AccessToken>(ctx.now);
  for (const account of twitterAccounts) {
    const demo = demoTwitterCredentials(account.id);
    accessTokens.put(demo.accessToken, { secret: demo.tokenSecret, accountId: account.id }, ACCESS_TTL_MS * 100);
  }

  /** The parsed OAuth header with the right consumer key, or undefined once an error answer is sent. */
  const signed = (request: FastifyRequest, reply: FastifyReply, required: boolean): OAuth1Header | undefined | null => {
    if (!request.headers.authorization && !required) return null;
    const parsed = parseOAuth1Header(request.headers.authorization);
    if (!parsed.ok) {
      reply.code(400).send({ ...twitterError(215, 'Bad Authentication data.'), detail: parsed.problem });
      return undefined;
    }
    if (parsed.params.oauth_consumer_key !== consumerKey) {
      reply.code(401).send(twitterError(32, 'Could not authenticate you.'));
      return undefined;
    }
    return parsed.params;
  };

  app.post('/twitter/oauth/request_token', async (request, reply) => {
    const header = signed(request, reply, true);
    if (!header) return reply;
    const callback = header.oauth_callback ?? readParams(request).oauth_callback;
    if (callback !== 'oob' && !httpUrl(callback)) {
      return reply.code(403).send(twitterError(415, 'Callback URL not approved for this client application.'));
    }
    const token = randomToken(27);
    const secret = randomToken(32);
    requestTokens.put(token, { secret, callback }, CODE_TTL_MS);
    return sendForm(reply, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
  });

  const render = (reply: FastifyReply, path: string, oauthToken: string, status = 200, error?: string, typed?: string) =>
    sendHtml(
      reply,
      status,
      authorizePage({
        providerLabel: 'Twitter',
        appName: ctx.appName,
        clientId: consumerKey,
        scopes: ['read', 'write'],
        redirectTo: requestTokens.get(oauthToken)?.callback ?? '',
        action: path,
        hidden: { oauth_token: oauthToken },
        accounts: ctx.accounts.list('twitter'),
        error,
        typedLogin: typed,
      }),
    );

  const stale = (reply: FastifyReply) =>
    sendHtml(reply, 400, errorPage('Twitter', 'This page is no longer valid: the request token is unknown, used or expired.'));

  for (const path of ['/twitter/oauth/authorize', '/twitter/oauth/authenticate']) {
    app.get(path, async (request, reply) => {
      const oauthToken = readParams(request).oauth_token ?? '';
      return requestTokens.get(oauthToken) ? render(reply, path, oauthToken) : stale(reply);
    });

    app.post(path, async (request, reply) => {
      const p = readParams(request);
      const oauthToken = p.oauth_token ?? '';
      const pending = requestTokens.get(oauthToken);
      if (!pending || pending.verifier) return stale(reply);
      if (p.cancel) {
        requestTokens.delete(oauthToken);
        return pending.callback === 'oob' ? stale(reply) : reply.redirect(withQuery(pending.callback, { denied: oauthToken }), 302);
      }
      const login = normaliseLogin(p.login ?? '');
      if (!login) return render(reply, path, oauthToken, 400, 'Type a login of 2 to 25 letters, digits or underscores.', p.login);
      pending.accountId = ctx.accounts.resolve('twitter', login).id;
      pending.verifier = randomToken(32);
      if (pending.callback === 'oob') {
        const title = 'Twitter (local stand-in) — PIN';
        return sendHtml(
          reply,
          200,
          page(title, `<h1>${title}</h1><p>Enter this PIN in the application: <code>${escapeHtml(pending.verifier)}</code></p>`),
        );
      }
      return reply.redirect(withQuery(pending.callback, { oauth_token: oauthToken, oauth_verifier: pending.verifier }), 302);
    });
  }

  app.post('/twitter/oauth/access_token', async (request, reply) => {
    const header = signed(request, reply, false);
    if (header === undefined) return reply;
    const p = readParams(request);
    const oauthToken = header?.oauth_token ?? p.oauth_token ?? '';
    const verifier = header?.oauth_verifier ?? p.oauth_verifier;
    const pending = requestTokens.get(oauthToken);
    if (!pending) return reply.code(401).type('text/plain').send('Invalid request token.');
    if (!pending.verifier || !pending.accountId || verifier !== pending.verifier) {
      return reply.code(401).type('text/plain').send('Error processing your OAuth request: Invalid oauth_verifier parameter');
    }
    requestTokens.delete(oauthToken);
    const account = ctx.accounts.byId('twitter', pending.accountId);
    if (!account) return reply.code(401).type('text/plain').send('Invalid request token.');
    const token = `${account.id}-${randomToken(40)}`;
    const secret = randomToken(45);
    accessTokens.put(token, { secret, accountId: account.id }, ACCESS_TTL_MS);
    return sendForm(reply, { oauth_token: token, oauth_token_secret: secret, user_id: account.id, screen_name: account.login });
  });

  /** The account behind a signed request's oauth_token, or undefined once an error answer is sent. */
  const caller = (request: FastifyRequest, reply: FastifyReply) => {
    const header = signed(request, reply, true);
    if (!header) return undefined;
    const stored = header.oauth_token ? accessTokens.get(header.oauth_token) : undefined;
    const account = stored && ctx.accounts.byId('twitter', stored.accountId);
    if (!account) reply.code(401).send(twitterError(89, 'Invalid or expired token.'));
    return account;
  };

  app.get('/twitter/1.1/account/verify_credentials.json', async (request, reply) => {
    const account = caller(request, reply);
    if (!account) return reply;
    return {
      id: Number(account.id),
      id_str: account.id,
      name: account.displayName,
      screen_name: account.login,
      profile_image_url_https: ctx.avatarUrl(request, account),
    };
  });

  app.get('/twitter/2/users/me', async (request, reply) => {
    const account = caller(request, reply);
    if (!account) return reply;
    return {
      data: { id: account.id, name: account.displayName, username: account.login, profile_image_url: ctx.avatarUrl(request, account) },
    };
  });
  registerTwitterV2(app, caller, ctx.now, ctx.tweets);
}
