import { describe, expect, it } from 'vitest';
import { isAllowedHost, isRefusedAddress, isRefusedName, parseAllowedHosts, resolveWebhookHost } from './webhook-address.ts';

// Decision 670: webhooks reach only public internet addresses.
describe('webhook addresses', () => {
  it('refuses every local, private, reserved and metadata address', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '100.100.100.200',
      '169.254.169.254',
      '169.254.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::127.0.0.1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:10.0.0.5',
      '::ffff:a00:5',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:8.8.8.8',
      '64:ff9b::10.0.0.5',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:a00:5::1',
      '2002:7f00:1::',
      'not-an-address',
    ];
    expect(refused.filter((a) => !isRefusedAddress(a))).toEqual([]);
  });

  it('accepts public addresses, and NAT64 of a public one', () => {
    const open = [
      '8.8.8.8',
      '93.184.215.14',
      '172.32.0.1',
      '100.128.0.1',
      '11.0.0.1',
      '2606:4700:4700::1111',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ];
    expect(open.filter((a) => isRefusedAddress(a))).toEqual([]);
  });

  it('refuses the machine’s and the clouds’ metadata names', () => {
    for (const name of [
      'localhost',
      'api.localhost',
      'metadata.google.internal',
      'metadata.goog',
      'metadata',
      'instance-data',
      'printer.local',
      'db.internal',
    ]) {
      expect(isRefusedName(name)).toBe(true);
    }
    expect(isRefusedName('hooks.example')).toBe(false);
  });

  it('URLs of refused literals in every spelling are refused without a lookup', async () => {
    const settings = {
      allowedHosts: [],
      lookup: async () => {
        throw new Error('no lookup expected');
      },
    };
    for (const url of [
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:a00:5]/',
      'https://[::ffff:10.0.0.5]/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://017700000001/',
      'https://[::1]:8443/',
      'https://localhost./',
      'https://LOCALHOST/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[64:ff9b::a9fe:a9fe]/',
    ]) {
      expect([url, (await resolveWebhookHost(new URL(url), settings)).outcome]).toEqual([url, 'refused']);
    }
  });

  it('a name is refused when any address it resolves to is refused', async () => {
    const lookup = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '10.1.2.3', family: 4 as const },
    ];
    expect((await resolveWebhookHost(new URL('https://mixed.example/'), { allowedHosts: [], lookup })).outcome).toBe('refused');
  });

  it('the allow-list names hosts, with or without a port', () => {
    expect(parseAllowedHosts('localhost:4500, 127.0.0.1, [::1]:9000')).toEqual([
      { host: 'localhost', port: 4500 },
      { host: '127.0.0.1', port: undefined },
      { host: '::1', port: 9000 },
    ]);
    expect(parseAllowedHosts('')).toEqual([]);
    expect(parseAllowedHosts('http://localhost')).toBeUndefined();
    expect(parseAllowedHosts('localhost:99999')).toBeUndefined();
    const allowed = parseAllowedHosts('localhost:4500,127.0.0.1') ?? [];
    expect(isAllowedHost(new URL('http://localhost:4500/x'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('http://localhost:4501/x'), allowed)).toBe(false);
    expect(isAllowedHost(new URL('https://127.0.0.1/x'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('https://10.0.0.5/x'), allowed)).toBe(false);
  });
});
