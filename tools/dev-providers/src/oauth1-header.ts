/**
 * Parsing of an OAuth 1.0a `Authorization: OAuth …` header (RFC 5849 §3.5.1). Signatures are not
 * checked (a stand-in cannot know the URL the client signed behind a proxy), but the header must be
 * well formed and carry every protocol parameter a signed request carries.
 */
export type OAuth1Header = Record<string, string>;

export type OAuth1Parse = { ok: true; params: OAuth1Header } | { ok: false; problem: string };

const PAIR = /^([A-Za-z0-9_.~%-]+)="([A-Za-z0-9_.~%-]*)"$/;
const REQUIRED = ['oauth_consumer_key', 'oauth_nonce', 'oauth_signature', 'oauth_signature_method', 'oauth_timestamp'];
const METHODS = ['HMAC-SHA1', 'HMAC-SHA256', 'RSA-SHA1', 'PLAINTEXT'];

export function parseOAuth1Header(header: string | undefined): OAuth1Parse {
  if (!header) return { ok: false, problem: 'missing Authorization header' };
  const match = /^OAuth\s+(.*)$/is.exec(header.trim());
  if (!match) return { ok: false, problem: 'the Authorization scheme is not OAuth' };
  const params = new Map<string, string>();
  for (const raw of match[1].split(',')) {
    const pair = PAIR.exec(raw.trim());
    if (!pair) return { ok: false, problem: `malformed parameter: ${raw.trim().slice(0, 60)}` };
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(pair[1]);
      value = decodeURIComponent(pair[2]);
    } catch {
      return { ok: false, problem: `bad percent-encoding in ${pair[1]}` };
    }
    if (params.has(name)) return { ok: false, problem: `repeated parameter ${name}` };
    params.set(name, value);
  }
  params.delete('realm');
  for (const name of REQUIRED) if (!params.get(name)) return { ok: false, problem: `missing ${name}` };
  if (!METHODS.includes(params.get('oauth_signature_method') ?? '')) return { ok: false, problem: 'unknown oauth_signature_method' };
  if (!/^\d+$/.test(params.get('oauth_timestamp') ?? '')) return { ok: false, problem: 'oauth_timestamp is not a number' };
  const version = params.get('oauth_version');
  if (version !== undefined && version !== '1.0') return { ok: false, problem: 'oauth_version must be 1.0' };
  return { ok: true, params: Object.fromEntries(params) };
}

/** Percent-encoding as OAuth 1.0a defines it (RFC 3986 unreserved characters kept). */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Builds a header the way a client library does: handy for tests and for trying the stand-in by hand. */
export function buildOAuth1Header(params: Record<string, string>): string {
  const all: Record<string, string> = {
    oauth_nonce: Math.random().toString(36).slice(2),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    oauth_signature: 'not-checked',
    ...params,
  };
  return `OAuth ${Object.entries(all)
    .map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`)
    .join(', ')}`;
}
