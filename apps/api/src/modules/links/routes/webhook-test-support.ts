import type { HostLookup, ResolvedAddress } from '../webhook-address.ts';

/**
 * A resolver for webhook tests (decision 670): the names in `names` resolve to their addresses,
 * localhost to 127.0.0.1, `*.example` names to a public address, anything else fails as an unknown name
 * does. Tests change `names` to make a name move (DNS rebinding).
 */
export function testDns(names: Record<string, ResolvedAddress[]> = {}): HostLookup & { names: Record<string, ResolvedAddress[]> } {
  const lookup = async (host: string) => {
    if (names[host]) return names[host];
    if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 as const }];
    if (host.endsWith('.example')) return [{ address: '93.184.215.14', family: 4 as const }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  };
  return Object.assign(lookup, { names });
}

/** `*.example` names resolve to a public address; nothing else resolves. */
export const publicDns = testDns();
