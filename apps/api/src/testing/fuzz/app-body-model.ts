import { violates, type BodySchema } from './body-schema.ts';

/**
 * What the app does with a JSON body, as far as the fuzz test needs to know it, to tell the cases
 * it must refuse (4xx, nothing stored) from those it may accept:
 * - a `__proto__` key, or a `constructor` key holding `prototype`, is refused by the parser
 *   (Fastify's secure-json-parse with `onProtoPoisoning`/`onConstructorPoisoning: 'error'`);
 * - a leading BOM is skipped, and an empty or blank body reads as `{}` (decision 195);
 * - the body schema refuses wrong types, missing fields, lengths... (`violates`), after stripping
 *   fields it does not declare;
 * - U+0000 in any declared text is refused (decision 232);
 * - a route without a body schema ignores any body that parses.
 */
export type Expectation = 'refused' | 'may-accept';

/** One request body of the fuzz test, with its headers and what the app must do with it. */
export interface FuzzCase {
  name: string;
  payload: string | Buffer;
  headers: Record<string, string>;
  /** Appended to the endpoint's URL (a query string that should change nothing). */
  query?: string;
  expect: Expectation;
}

const NUL = '\u0000';

/** A `__proto__` key, or a `constructor` key holding `prototype`, anywhere (walked without recursion: bodies nest deep). */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (key === '__proto__') return true;
      if (key === 'constructor' && child && typeof child === 'object' && Object.prototype.hasOwnProperty.call(child, 'prototype'))
        return true;
      stack.push(child);
    }
  }
  return false;
}

function parseLikeTheApp(text: string): { ok: true; value: unknown } | { ok: false } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false };
  }
  return poisoned(value) ? { ok: false } : { ok: true, value };
}

/** The body as the handler would see it: only the fields the schema declares. */
function declaredOnly(schema: BodySchema, value: unknown): unknown {
  if (Array.isArray(value)) return schema.items ? value.map((item) => declaredOnly(schema.items as BodySchema, item)) : value;
  if (!value || typeof value !== 'object' || !schema.properties) return value;
  const properties = schema.properties;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, item]) => (properties[name] ? [[name, declaredOnly(properties[name], item)]] : [])),
  );
}

function holdsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && item.includes(NUL)) return true;
    if (!item || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes(NUL)) return true;
      stack.push(child);
    }
  }
  return false;
}

/** Whether the app must refuse this JSON body text (sent as `application/json`). */
export function expectJson(schema: BodySchema | undefined, text: string, bodyLimit: number): Expectation {
  if (Buffer.byteLength(text) > bodyLimit) return 'refused';
  const parsed = parseLikeTheApp(text);
  if (!parsed.ok) return 'refused';
  if (!schema) return 'may-accept';
  if (violates(schema, parsed.value)) return 'refused';
  return holdsNul(declaredOnly(schema, parsed.value)) ? 'refused' : 'may-accept';
}
