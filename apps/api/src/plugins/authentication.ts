import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { findUserById, type UserRow } from '../repositories/users-repository.ts';
import { userIdForToken } from '../services/tokens.ts';
import { HttpError } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a valid `Authorization: Token` header. */
    user: UserRow | null;
    /** The token key the request carried. */
    tokenKey: string | null;
  }
}

const invalidToken = () => new HttpError(401, { detail: 'Invalid token.' }, { 'WWW-Authenticate': 'Token' });

/**
 * Reads `Authorization: Token <key>` on every request. A bad token is refused at once with
 * 401 'Invalid token.' (the console logs out on it); no header leaves `request.user` null.
 */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenKey', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, key, extra] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token') return;
    if (!key || extra !== undefined || !/^[0-9a-f]{40}$/.test(key)) throw invalidToken();
    const userId = await userIdForToken(db, key);
    const user = userId === undefined ? undefined : await findUserById(db, userId);
    if (!user || !user.is_active) throw invalidToken();
    request.user = user;
    request.tokenKey = key;
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) {
    throw new HttpError(401, { detail: 'Authentication credentials were not provided.' }, { 'WWW-Authenticate': 'Token' });
  }
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return request.user;
}
