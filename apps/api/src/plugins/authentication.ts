import { serverMessages } from '@advocate/validation/server-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../db/db.ts';
import { findUserById, type UserRow } from '../repositories/users-repository.ts';
import { API_KEY_PATTERN, userIdForApiKey } from '../services/api-keys.ts';
import { userIdForToken } from '../services/tokens.ts';
import { HttpError } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a valid `Authorization: Token` or `Api-Key` header. */
    user: UserRow | null;
    /** The sign-in token key the request carried (null for an API key: signing out does not end it). */
    tokenKey: string | null;
  }
}

const invalidToken = (scheme: string) => new HttpError(401, { detail: serverMessages.invalidToken }, { 'WWW-Authenticate': scheme });

/** The two schemes: sign-in tokens, and the API key of POST generate-api-key/ (decision 230). */
const schemes = {
  token: { name: 'Token', pattern: /^[0-9a-f]{40}$/, userId: userIdForToken },
  'api-key': { name: 'Api-Key', pattern: API_KEY_PATTERN, userId: userIdForApiKey },
} as const;

/** A route whose OpenAPI security has no anonymous (`{}`) alternative needs a signed-in user. */
export function needsSignIn(route: Pick<RouteOptions, 'schema'>): boolean {
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0 && security.every((entry) => Object.keys(entry as object).length > 0);
}

/**
 * Reads `Authorization: Token <key>` or `Authorization: Api-Key <key>` on every request: either
 * authenticates the user it belongs to. A bad key is refused at once with 401 'Invalid token.'
 * (the console logs out on it); no header (or another scheme) leaves `request.user` null.
 */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenKey', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [schemeName, key, extra] = header.trim().split(/\s+/);
    const scheme = schemeName?.toLowerCase();
    if (scheme !== 'token' && scheme !== 'api-key') return;
    const { name, pattern, userId: userIdFor } = schemes[scheme];
    if (!key || extra !== undefined || !pattern.test(key)) throw invalidToken(name);
    const userId = await userIdFor(db, key);
    const user = userId === undefined ? undefined : await findUserById(db, userId);
    if (!user || !user.is_active) throw invalidToken(name);
    request.user = user;
    if (scheme === 'token') request.tokenKey = key;
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
