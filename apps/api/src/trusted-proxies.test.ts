import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

// Issue 6 item 3: X-Forwarded-For counts only from configured proxies (decision 270).
describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy unless configured', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '0' }).TRUSTED_PROXIES).toBe(false);
  });

  it('reads a number of hops, or a comma list of addresses and ranges', () => {
    expect(parseTrustedProxies('1')).toBe(1);
    expect(parseTrustedProxies(' 2 ')).toBe(2);
    expect(parseTrustedProxies('10.0.0.0/8, 192.0.2.7,2001:db8::/32,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.1.2.3' }).TRUSTED_PROXIES).toEqual(['10.1.2.3']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '1.5', '-1', '::1/129']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
