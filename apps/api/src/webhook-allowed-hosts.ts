import { coerce, define, string } from 'superstruct';
import { parseAllowedHosts, type AllowedHost } from './modules/links/webhook-address.ts';

const isAllowedHosts = (value: unknown): value is AllowedHost[] =>
  Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as AllowedHost).host === 'string');

/** WEBHOOK_ALLOWED_HOSTS (decision 670): a comma list of `host` or `host:port` (IPv6 in brackets); empty allows none. */
export const allowedHosts = coerce(
  define<AllowedHost[]>('AllowedHosts', (value) => isAllowedHosts(value) || 'expected a comma list of host or host:port'),
  string(),
  (text) => parseAllowedHosts(text) ?? text,
);
