import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HTTP_SCHEME = /^https?:\/\//i;
const HOST = String.raw`(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})`;
/** Host, optional port, then an optional path, query or fragment with no spaces. */
const ADDRESS = new RegExp(String.raw`^${HOST}(?::\d{1,5})?(?:[/?#]\S*)?$`, 'i');
/** A word that reads as a link even without a scheme: `www.x.y`, `shop.example.com/offer`. */
const LINK_WORD = new RegExp(String.raw`^(?:www\.\S+|${HOST}(?::\d{1,5})?(?:[/?#]\S*)?)$`, 'i');

/**
 * Spec 00 §5: 'Invalid URL'. The scheme is optional here on purpose: a missing or non-http scheme is
 * `urlProtocol`'s message, so `example.com` is a valid URL without protocol (decision 111).
 */
export const url: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.url;
  const text = value.trim();
  return ADDRESS.test(text.replace(SCHEME, '')) ? undefined : messages.url;
};

/** Spec 00 §5: 'URL must contain http or https'. */
export const urlProtocol: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && HTTP_SCHEME.test(value.trim()) ? undefined : messages.urlProtocol;
};

/** True when one space-separated word of the text is a link (with or without a scheme). */
export function containsLink(text: string): boolean {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[("'<[]+|[)"'>\].,!?;:]+$/g, ''))
    .some((word) => word !== '' && (SCHEME.test(word) || LINK_WORD.test(word)));
}

/**
 * Spec 00 §5: 'Manual Link Entered' when any space-separated word is a URL. Chat-bot messages carry
 * their link through the `{{link}}` placeholder, which is not a URL.
 */
export const noManualLinks: Rule = (value) => (typeof value === 'string' && containsLink(value) ? messages.manualLink : undefined);
