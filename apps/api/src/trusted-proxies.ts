import { isIP } from 'node:net';
import { coerce, define, string } from 'superstruct';

/**
 * Which proxies may name the client in X-Forwarded-For, as Fastify's `trustProxy` takes it (decision
 * 270): none (`false`), a number of hops in front of the API, or the proxies' addresses and ranges.
 */
export type TrustedProxies = false | number | string[];

/** proxy-addr's names for private ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUSTED_PROXIES` as text: empty or `0` trusts none, a whole number trusts that many hops, and a
 * comma list names addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. Text that is none
 * of these is kept as it is, and the check below refuses it with the variable's name.
 */
export function parseTrustedProxies(text: string): TrustedProxies | string {
  const value = text.trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : text;
}

const isTrustedProxies = (value: unknown): value is TrustedProxies =>
  value === false ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string' && isProxyEntry(entry)));

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function trusting the connection's
 * peer and the next `hops - 1` addresses of X-Forwarded-For, as Express reads a number: Fastify 5
 * itself ignores a number (it cannot tell a proxy from a client that connects directly), so a count
 * is only right where the API cannot be reached but through the proxies (decision 270).
 */
export function trustProxyOption(value: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** The configuration field: parsed from text, trusting none when unset. */
export const trustedProxies = coerce(
  define<TrustedProxies>(
    'TrustedProxies',
    (value) => isTrustedProxies(value) || 'expected a number of hops, or a comma list of addresses and CIDR ranges',
  ),
  string(),
  parseTrustedProxies,
);
