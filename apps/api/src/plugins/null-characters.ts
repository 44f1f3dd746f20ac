import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest } from '../errors.ts';
import { isLean } from './lean-routes.ts';

const NUL = '\u0000';

/**
 * The DRF field names (dotted for nested objects, decision 118; a list answers on its own name) of
 * every text in `value` holding U+0000. A key holding it answers on the object that has it.
 */
export function nullCharacterFields(value: unknown, path: string[] = [], found: Set<string> = new Set()): Set<string> {
  const name = () => path.join('.') || 'non_field_errors';
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.add(name());
  } else if (Array.isArray(value)) {
    for (const item of value) nullCharacterFields(item, path, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.add(name());
      else nullCharacterFields(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * What the route reads: its path parameters, and the query string and body when its schema declares
 * them (the schema has stripped every undeclared field by now; a route without one reads nothing
 * there, so a stray parameter is still ignored).
 */
function refuseNullCharacters(request: FastifyRequest): void {
  const schema = request.routeOptions.schema ?? {};
  const { '*': wildcard, ...params } = (request.params ?? {}) as Record<string, unknown>;
  // A wildcard route's rest of the path (GET /uploads/*) answers as `path`.
  const read = [{ ...params, path: wildcard }, schema.querystring ? request.query : undefined, schema.body ? request.body : undefined];
  const found = new Set<string>();
  for (const part of read) nullCharacterFields(part, [], found);
  if (found.size === 0) return;
  throw badRequest(Object.fromEntries([...found].map((field) => [field, [serverMessages.nullCharacters]])));
}

/**
 * PostgreSQL text cannot hold U+0000: a value with it would fail in the database (a 500) wherever it
 * reaches SQL. App-wide, any text holding it in the path parameters, the query string or the body
 * (nested too) of a route answers 400 `{field: ['Null characters are not allowed.']}` before the
 * handler runs (decision 232). A preHandler, so the body is the one the handler gets: multipart text
 * parts are already read into it and fields the schema strips are gone.
 */
export function registerNullCharacterCheck(app: FastifyInstance): void {
  // A lean route (GET /l/{key}) checks its own parameter (decision 610).
  app.addHook('preHandler', async (request) => (isLean(request) ? undefined : refuseNullCharacters(request)));
}
