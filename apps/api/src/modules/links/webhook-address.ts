import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may post (decision 670): only public internet addresses, in every mode. Refused:
 * loopback, "this network", private, shared (CGNAT), link-local (with the cloud metadata address
 * 169.254.169.254), multicast, reserved and broadcast IPv4; loopback, unspecified, unique-local,
 * link-local, multicast and IPv4-mapped/-compatible IPv6; NAT64 and 6to4 addresses that embed a
 * refused IPv4; and the names of the machine and of cloud metadata services. Local listeners (the
 * stand-ins, e2e) pass only when WEBHOOK_ALLOWED_HOSTS names them.
 */
// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refusedV4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0', 96], // IPv4-mapped, dotted or hex
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local (fd00:ec2::254 is AWS's metadata address)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  refusedV6.addSubnet(net, prefix, 'ipv6');

/** Names that reach the machine itself or a cloud's metadata service, whatever DNS says. */
const REFUSED_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);
const REFUSED_SUFFIXES = ['.localhost', '.internal', '.local', '.home.arpa'];

/** The 16 bytes of an IPv6 address (as `isIP` accepts it, without brackets). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 an IPv6 address carries by translation: NAT64 64:ff9b::/96 and 6to4 2002::/16. */
function embeddedIpv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  if (b.slice(0, 12).join(',') === [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0].join(',')) return b.slice(12).join('.');
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return undefined;
}

/** Whether an IP address (v4 or v6, no brackets) is one a webhook must never reach. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  if (refusedV6.check(address, 'ipv6')) return true;
  const inner = embeddedIpv4(address);
  return inner !== undefined && refusedV4.check(inner, 'ipv4');
}

/** A URL's host as compared and resolved: lower case, no brackets, no final dot. */
export function bareHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

export function isRefusedName(host: string): boolean {
  return REFUSED_NAMES.has(host) || REFUSED_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** One `host` or `host:port` of WEBHOOK_ALLOWED_HOSTS (IPv6 in brackets); no port allows every port. */
export interface AllowedHost {
  host: string;
  port?: number;
}

/** WEBHOOK_ALLOWED_HOSTS as a comma list; answers undefined when an entry is not host[:port]. */
export function parseAllowedHosts(text: string): AllowedHost[] | undefined {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const parsed = entries.map((entry) => {
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry);
    if (!match) return undefined;
    const port = match[2] === undefined ? undefined : Number(match[2]);
    if (port !== undefined && (port < 1 || port > 65535)) return undefined;
    return {
      host: match[1]
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1')
        .replace(/\.$/, ''),
      port,
    };
  });
  return parsed.every((p) => p !== undefined) ? (parsed as AllowedHost[]) : undefined;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'http:' ? 80 : 443));

export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  const host = bareHost(url);
  return allowed.some((a) => a.host === host && (a.port === undefined || a.port === portOf(url)));
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to (the system resolver, as a connection would use it). */
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * The addresses to connect to for a webhook URL, every one checked: `refused` when the host is a
 * refused name or any address it resolves to is refused (unless the allow-list names the host),
 * `unresolved` when the name does not resolve. A literal IP is its own single address.
 */
export async function resolveWebhookHost(
  url: URL,
  settings: { allowedHosts: readonly AllowedHost[]; lookup: HostLookup },
): Promise<{ outcome: 'ok'; addresses: ResolvedAddress[] } | { outcome: 'refused' | 'unresolved' }> {
  const host = bareHost(url);
  const allowed = isAllowedHost(url, settings.allowedHosts);
  const family = isIP(host);
  if (family)
    return allowed || !isRefusedAddress(host)
      ? { outcome: 'ok', addresses: [{ address: host, family: family as 4 | 6 }] }
      : { outcome: 'refused' };
  if (!allowed && isRefusedName(host)) return { outcome: 'refused' };
  let addresses: ResolvedAddress[];
  try {
    addresses = await settings.lookup(host);
  } catch {
    return { outcome: 'unresolved' };
  }
  if (addresses.length === 0) return { outcome: 'unresolved' };
  if (!allowed && addresses.some((a) => isRefusedAddress(a.address))) return { outcome: 'refused' };
  return { outcome: 'ok', addresses };
}
