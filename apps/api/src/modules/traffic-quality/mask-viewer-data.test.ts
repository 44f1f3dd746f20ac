import { describe, expect, it } from 'vitest';
import { maskAddress, maskAgent, maskFlag } from './mask-viewer-data.ts';
import { dominanceReason } from './traffic-reasons.ts';

// Decision 845: what a flag shows of a viewer to those who may not act on it.
describe('masking viewers’ addresses and user agents', () => {
  it('an address loses its last part', () => {
    expect(maskAddress('203.0.113.66')).toBe('203.0.113.x');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0::x');
    expect(maskAddress('::ffff:198.51.100.7')).toBe('::ffff:198.51.100.x');
    expect(maskAddress('')).toBe('');
  });

  it('a user agent keeps its browser, system and major versions', () => {
    expect(maskAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36')).toBe(
      'Mozilla/5 (X11; Linux x86_64) AppleWebKit/537 Chrome/131 Safari/537',
    );
    expect(maskAgent('curl/8.5.0')).toBe('curl/8');
    expect(maskAgent(`Bot/1.0 ${'x'.repeat(200)}`)).toHaveLength(101);
  });

  it('a flag’s subject is masked in its reason too; other kinds are left as they are', () => {
    const value = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.1.2 Safari/537.36';
    const reason = dominanceReason('user agent', { broadcaster_id: 1, day: '2026-11-29', value, clicks: 25, total: 30 });
    expect(maskFlag({ kind: 'dominant-agent', subject: value, reason })).toEqual({
      kind: 'dominant-agent',
      subject: 'Mozilla/5 (Windows NT 10.0; Win64; x64) AppleWebKit/537 Chrome/99 Safari/537',
      reason:
        "One user agent (Mozilla/5 (Windows NT 10.0; Win64; x64) AppleWebKit/537 Chrome/99 Safari/537) made 25 of the channel's 30 counted clicks on 2026-11-29 (83%)",
    });
    const address = { kind: 'dominant-address', subject: '198.51.100.77', reason: 'One address (198.51.100.77) made 23 of …' };
    expect(maskFlag(address)).toEqual({
      kind: 'dominant-address',
      subject: '198.51.100.x',
      reason: 'One address (198.51.100.x) made 23 of …',
    });
    const rate = { kind: 'click-rate', subject: '', reason: '60 clicks in 1 viewable hours' };
    expect(maskFlag(rate)).toBe(rate);
  });
});
