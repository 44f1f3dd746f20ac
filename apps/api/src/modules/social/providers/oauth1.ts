import { createHmac, randomBytes } from 'node:crypto';

/**
 * OAuth 1.0a request signing with HMAC-SHA1 (RFC 5849 §3.4), as Twitter's OAuth endpoints require.
 * Pure functions plus one `authorizationHeader` builder; nonce and timestamp are injectable so the
 * documented example vectors can be reproduced in tests.
 */

/** Percent-encoding of RFC 5849 §3.6: every byte but the RFC 3986 unreserved characters. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Base string URI (§3.4.1.2): lower-case scheme and host, default port dropped, no query or fragment. */
export function baseStringUri(url: string): string {
  const parsed = new URL(url);
  const scheme = parsed.protocol.toLowerCase();
  const host = parsed.hostname.toLowerCase();
  const isDefaultPort = !parsed.port || (scheme === 'http:' && parsed.port === '80') || (scheme === 'https:' && parsed.port === '443');
  return `${scheme}//${host}${isDefaultPort ? '' : `:${parsed.port}`}${parsed.pathname || '/'}`;
}

export type ParamPairs = Array<[string, string]>;

/** Parameters normalisation (§3.4.1.3.2): encode, sort by name then value, join with & and =. */
export function normalizeParameters(pairs: ParamPairs): string {
  return pairs
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an === bn ? compare(av, bv) : compare(an, bn)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

// Byte order, not locale order: the RFC sorts by ascending byte value.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Signature base string (§3.4.1): method, base URI and every parameter of the request: the URL's
 * query, a form-encoded body and the oauth_* protocol parameters (less oauth_signature and realm).
 */
export function signatureBaseString(method: string, url: string, params: ParamPairs): string {
  const query: ParamPairs = [...new URL(url).searchParams.entries()];
  const all = [...query, ...params].filter(([name]) => name !== 'oauth_signature' && name !== 'realm');
  return [method.toUpperCase(), percentEncode(baseStringUri(url)), percentEncode(normalizeParameters(all))].join('&');
}

/** HMAC-SHA1 signature (§3.4.2), base64: the key is the encoded consumer secret & encoded token secret. */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

export interface OAuth1Request {
  method: string;
  /** The full request URL, query included. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Further protocol parameters, e.g. oauth_callback or oauth_verifier. */
  oauthParams?: Record<string, string>;
  /** Form-encoded body parameters, which are signed too (§3.4.1.3.1). */
  bodyParams?: ParamPairs;
  nonce?: string;
  /** Seconds since the epoch. */
  timestamp?: number;
}

/** The oauth_* parameters of a request, oauth_signature included. */
export function signedOAuthParams(request: OAuth1Request): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: request.consumerKey,
    oauth_nonce: request.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(request.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(request.token === undefined ? {} : { oauth_token: request.token }),
    ...request.oauthParams,
  };
  const base = signatureBaseString(request.method, request.url, [...Object.entries(oauth), ...(request.bodyParams ?? [])]);
  return { ...oauth, oauth_signature: hmacSha1Signature(base, request.consumerSecret, request.tokenSecret) };
}

/** `Authorization: OAuth …` header value (§3.5.1), parameters in a stable order. */
export function authorizationHeader(request: OAuth1Request): string {
  const params = signedOAuthParams(request);
  return `OAuth ${Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}="${percentEncode(params[name])}"`)
    .join(', ')}`;
}
