import { limits } from '@advocate/validation';
import { notFound } from '../errors.ts';

/**
 * Bounded strings for request schemas (decision 240): every request string has a `maxLength`, and
 * the route contract refuses a route that declares one without it.
 */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Codes, keys, tokens and other opaque values a client copies from somewhere. */
export const KEY_MAX_LENGTH = 512;
/** Addresses (URLs) sent back or given as callbacks. */
export const ADDRESS_MAX_LENGTH = 2048;

export const emailText = text(limits.emailMaxLength);
export const usernameText = text(limits.usernameMaxLength);
export const passwordText = text(limits.passwordMaxLength);
export const keyText = text(KEY_MAX_LENGTH);
export const nullableKeyText = nullableText(KEY_MAX_LENGTH);

/** A serial id in a JSON body: a positive PostgreSQL integer, so no id ever reaches SQL out of range. */
export const idNumber = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/**
 * Path and query ids arrive as text (the app's AJV does not coerce types), so they are bounded digit
 * strings, turned into numbers by `pathId` (decision 316).
 */
export const idText = { type: 'string', pattern: '^[1-9][0-9]{0,9}$', maxLength: 10 } as const;

/** The number of an `idText`; one above PostgreSQL's integer range names nothing, so 404. */
export function pathId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id > 2147483647) throw notFound();
  return id;
}

/** Path params `{id}` of the resources addressed by id. */
export const idPathParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idText },
} as const;

/** Campaign slugs (path `{slug}` and bodies): the campaigns table's slug rule. */
export const campaignSlugText = { type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;
/** Path params `{slug}` of campaigns. */
export const slugParams = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: campaignSlugText },
} as const;
