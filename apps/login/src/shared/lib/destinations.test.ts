import { describe, expect, it } from 'vitest';
import { makeUser } from '@advocate/api-client/testing';
import { afterSignIn, afterTerms, nextQuery, safeNext } from './destinations.ts';

describe('safeNext', () => {
  it('keeps addresses on the configured app hosts', () => {
    expect(safeNext('http://localhost:4300/campaigns/spring?tab=metrics')).toBe('http://localhost:4300/campaigns/spring?tab=metrics');
    expect(safeNext('http://localhost:4400/profile')).toBe('http://localhost:4400/profile');
  });

  it('reads a path as one on the login host', () => {
    expect(safeNext('/login/tos')).toBe('http://localhost:4200/login/tos');
  });

  it('drops other hosts, protocol-relative addresses and sign-in screens', () => {
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('//evil.example/x')).toBeNull();
    expect(safeNext('javascript:alert(1)')).toBeNull();
    expect(safeNext('http://localhost:4200/login')).toBeNull();
    expect(safeNext('http://localhost:4200/login/manager?next=x')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('shows the terms first, carrying next', () => {
    const user = makeUser({ tos_agreed: null });
    expect(afterSignIn(user, 'http://localhost:4300/managers')).toEqual({
      kind: 'in-app',
      to: '/login/tos?next=http%3A%2F%2Flocalhost%3A4300%2Fmanagers',
    });
    expect(afterSignIn(user, null)).toEqual({ kind: 'in-app', to: '/login/tos' });
  });

  it('then goes to next, else to the console of the user type', () => {
    expect(afterSignIn(makeUser(), 'http://localhost:4300/managers')).toEqual({ kind: 'full-page', url: 'http://localhost:4300/managers' });
    expect(afterSignIn(makeUser({ user_type: 2 }), 'https://evil.example')).toEqual({
      kind: 'full-page',
      url: 'http://localhost:4300/dashboard',
    });
    expect(afterSignIn(makeUser({ user_type: 3, campaigns: ['a'] }), null)).toEqual({
      kind: 'full-page',
      url: 'http://localhost:4400/dashboard',
    });
    expect(afterTerms(makeUser({ user_type: 3, campaigns: [] }), null)).toBe('http://localhost:4400/profile');
  });

  it('carries next between screens', () => {
    expect(nextQuery('http://localhost:4300/a')).toBe('?next=http%3A%2F%2Flocalhost%3A4300%2Fa');
    expect(nextQuery(null)).toBe('');
  });
});
