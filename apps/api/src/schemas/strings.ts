import { limits } from '@advocate/validation';

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
