import { describe, expect, it } from 'vitest';
import { appSecurityHeaders, contentSecurityPolicy } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows scripts and styles from the app only, never inline or eval', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: 'https://api.example.com/api/v1/' }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the pages call the API and show its uploads, by origin', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: 'https://api.example.com/api/v1/' }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(csp.get('img-src')?.slice(0, 3)).toEqual(["'self'", 'data:', 'https://api.example.com']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it("shows broadcasters' profile pictures from their provider, and from the origins given (the local stand-ins)", () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: 'https://api.example.com/api/v1/' }));
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://static-cdn.jtvnw.net',
      'https://yt3.ggpht.com',
      'https://yt3.googleusercontent.com',
      'https://lh3.googleusercontent.com',
    ]);
    const local = directives(contentSecurityPolicy({ apiUrl: 'http://localhost:3000', imageOrigins: ['http://localhost:4500/'] }));
    expect(local.get('img-src')?.at(-1)).toBe('http://localhost:4500');
    // Pictures only: the stand-ins are no place to call or frame.
    expect(local.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect(local.get('frame-src')).not.toContain('http://localhost:4500');
  });

  it('frames only the app, the API and https pages (watch parties)', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: 'http://localhost:3000/api/v1/' }));
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://localhost:3000', 'https:']);
  });

  it('forbids framing', () => {
    expect(contentSecurityPolicy({ apiUrl: 'http://localhost:3000' })).toContain("frame-ancestors 'none'");
  });
});

describe('appSecurityHeaders', () => {
  it('adds nosniff, a referrer policy and the legacy framing header to the policy', () => {
    expect(appSecurityHeaders({ apiUrl: 'http://localhost:3000' })).toEqual({
      'content-security-policy': contentSecurityPolicy({ apiUrl: 'http://localhost:3000' }),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });
});
