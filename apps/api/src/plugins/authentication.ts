import { serverMessages } from '@advocate/validation/server-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../db/db.ts';
import { findUserById, type UserRow } from '../modules/shared/repositories/users-repository.ts';
import { API_KEY_PATTERN, userIdForApiKey } from '../modules/auth/api-keys.ts';
import { tokenLifetimes, liveToken, type Credential } from '../modules/auth/tokens.ts';
import { HttpError } from '../errors.ts';
import { isProbe } from './lean-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a valid `Authorization: Token` or `Api-Key` header. */
    user: UserRow | null;
    /** What authenticated the request: the sign-in token (and its sign-in), or an API key. */
    credential: Credential | null;
  }
}

/**
 * The OpenAPI security schemes. A route lists the ones it accepts in its `security`:
 * `[{ token: [] }]` a sign-in token only (every account change), `[{ token: [] }, { apiKey: [] }]`
 * a token or an API key, `[]` public, `[{ token: [] }, {}]` either signed in or not (decisions 260, 291).
 */
export const securitySchemes = {
  token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`: the key a sign-in answers.' },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Api-Key <key>`: the key of generate-api-key/, accepted only by the operations that list this scheme.',
  },
} as const;

/** The `security` of a route that needs a sign-in token: every route of the consoles but the few below. */
export const tokenOnly: Record<string, string[]>[] = [{ token: [] }];
/** The `security` of a route that also takes an API key (decision 260). */
export const tokenOrApiKey: Record<string, string[]>[] = [{ token: [] }, { apiKey: [] }];

const invalidToken = (scheme: string) => new HttpError(401, { detail: serverMessages.invalidToken }, { 'WWW-Authenticate': scheme });

type Security = Record<string, unknown>[] | undefined;
const securityOf = (schema: unknown): Security => (schema as { security?: Security } | undefined)?.security;

/** A route whose OpenAPI security has no anonymous (`{}`) alternative needs a signed-in user. */
export function needsSignIn(route: Pick<RouteOptions, 'schema'>): boolean {
  const security = securityOf(route.schema);
  return Array.isArray(security) && security.length > 0 && security.every((entry) => Object.keys(entry).length > 0);
}

/** A route accepts an API key only when its OpenAPI security lists the `apiKey` scheme (decision 260). */
export function acceptsApiKey(route: Pick<RouteOptions, 'schema'>): boolean {
  const security = securityOf(route.schema);
  return Array.isArray(security) && security.some((entry) => Object.hasOwn(entry, 'apiKey'));
}

/**
 * Reads `Authorization: Token <key>` or `Authorization: Api-Key <key>` on every request: either
 * authenticates the user it belongs to. A bad, unknown or expired key is refused at once with 401
 * 'Invalid token.' (the console logs out on it); no header (or another scheme) leaves `request.user`
 * null. A valid API key on a route that does not list the `apiKey` scheme answers 403.
 */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  const lifetimes = tokenLifetimes(app.ctx.config);
  app.decorateRequest('user', null);
  app.decorateRequest('credential', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || isProbe(request)) return;
    const [schemeName, key, extra] = header.trim().split(/\s+/);
    const scheme = schemeName?.toLowerCase();
    if (scheme === 'token') {
      if (!key || extra !== undefined || !/^[0-9a-f]{40}$/.test(key)) throw invalidToken('Token');
      // Expired tokens are deleted here and answer like unknown ones (decision 261).
      const token = await liveToken(db, key, app.ctx.now(), lifetimes);
      const user = token && (await findUserById(db, token.user_id));
      if (!token || !user || !user.is_active) throw invalidToken('Token');
      request.user = user;
      request.credential = { scheme: 'token', key, token };
    } else if (scheme === 'api-key') {
      if (!key || extra !== undefined || !API_KEY_PATTERN.test(key)) throw invalidToken('Api-Key');
      const userId = await userIdForApiKey(db, key);
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user || !user.is_active) throw invalidToken('Api-Key');
      if (!request.is404 && !acceptsApiKey(request.routeOptions)) throw new HttpError(403, { detail: serverMessages.apiKeyNotAllowed });
      request.user = user;
      request.credential = { scheme: 'api-key' };
    }
  });
  // One stage for every protected route: the route's declared security decides, and the check runs
  // at onRequest, before the body is parsed or validated (an anonymous bad body answers 401).
  app.addHook('onRoute', (route) => {
    if (!needsSignIn(route)) return;
    const own = ([] as onRequestHookHandler[]).concat(route.onRequest ?? []);
    route.onRequest = [requireUser, ...own];
  });
}

/** The onRequest check of routes that need a signed-in user (added from their security by `registerAuthentication`). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) {
    throw new HttpError(401, { detail: serverMessages.notAuthenticated }, { 'WWW-Authenticate': 'Token' });
  }
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, { detail: serverMessages.notAuthenticated });
  return request.user;
}
