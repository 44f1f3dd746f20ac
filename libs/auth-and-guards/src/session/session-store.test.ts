// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@advocate/api-client/testing';
import { readCookie } from './cookie-jar.ts';
import { clearInvite, inviteSignInFields, readInvite, storeInvite } from './invite-cookie.ts';
import { USER_COOKIE, USER_STORAGE_KEY, clearSession, readStoredUser, readToken, storeSession } from './session-store.ts';
import { clearSourceDomain, readSourceDomain, setSourceDomainCookie } from './source-domain.ts';

/** Every Set-Cookie string written through document.cookie during a test (jsdom hides attributes on read). */
let written: string[] = [];

beforeEach(() => {
  written = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    descriptor.set!.call(this, value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  clearInvite();
  clearSourceDomain();
  delete window.__ADVOCATE_CONFIG__;
});

const answer = { key: 'tok-1', user: makeUser({ username: 'ann@example.com', user_type: 2, tos_agreed: null }) };
const tokenWrite = () => written.find((line) => line.startsWith('advocate_token='))!;

describe('token cookie', () => {
  it('persists 30 days when the user stays logged in', () => {
    storeSession(answer, { stayLoggedIn: true });
    expect(readToken()).toBe('tok-1');
    expect(tokenWrite()).toContain('Max-Age=2592000');
    expect(tokenWrite()).toContain('Expires=');
    expect(tokenWrite()).toContain('Path=/');
  });

  it('is a session cookie otherwise (no expiry)', () => {
    storeSession(answer, { stayLoggedIn: false });
    expect(readToken()).toBe('tok-1');
    expect(tokenWrite()).not.toMatch(/Max-Age|Expires/);
  });

  it('carries the configured parent domain', () => {
    window.__ADVOCATE_CONFIG__ = { cookieDomain: 'localhost' };
    storeSession(answer, { stayLoggedIn: true });
    expect(tokenWrite()).toContain('Domain=localhost');
  });

  it('is cleared with the user cookie and the stored user', () => {
    storeSession(answer, { stayLoggedIn: true });
    clearSession();
    expect(readToken()).toBeNull();
    expect(readCookie(USER_COOKIE)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});

describe('user cookie', () => {
  it('keeps only username, user_type and tos_agreed for one year, also in local storage', () => {
    storeSession(answer, { stayLoggedIn: false });
    const slim = { username: 'ann@example.com', user_type: 2, tos_agreed: null };
    expect(JSON.parse(readCookie(USER_COOKIE)!)).toEqual(slim);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(slim);
    expect(written.find((line) => line.startsWith('advocate_user='))).toContain('Max-Age=31536000');
    expect(readStoredUser()).toEqual(slim);
  });
});

describe('invite cookie', () => {
  it('stores a campaign invite with its label at path / and maps it to the sign-in fields', () => {
    storeInvite({ kind: 'campaign', key: 'abc', label: 'chatbot' });
    expect(written.at(-1)).toContain('Path=/');
    const invite = readInvite();
    expect(invite).toEqual({ kind: 'campaign', key: 'abc', label: 'chatbot' });
    expect(inviteSignInFields(invite)).toEqual({ campaignInviteKey: 'abc', label: 'chatbot' });
  });

  it('maps a team invite without label and clears after use', () => {
    storeInvite({ kind: 'team', key: 'xyz' });
    expect(inviteSignInFields(readInvite())).toEqual({ teamInviteKey: 'xyz' });
    clearInvite();
    expect(readInvite()).toBeNull();
    expect(inviteSignInFields(null)).toEqual({});
  });
});

describe('source-domain cookie', () => {
  it('holds the current origin until cleared', () => {
    setSourceDomainCookie();
    expect(readSourceDomain()).toBe(window.location.origin);
    clearSourceDomain();
    expect(readSourceDomain()).toBeNull();
  });
});

describe('social connect', () => {
  it('starts a Discord connect with the source host and a state both hosts can read', async () => {
    const { consumeConnectState, discordConnectUrl } = await import('./social-connect.ts');
    const url = new URL(discordConnectUrl());
    expect(url.origin + url.pathname).toBe('http://localhost:4500/discord/oauth2/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:4200/auth/discord');
    expect(url.searchParams.get('scope')).toBe('guilds guilds.join identify email');
    expect(url.search).toContain('scope=guilds+guilds.join+identify+email');
    expect(readSourceDomain()).toBe(window.location.origin);
    const state = url.searchParams.get('state');
    expect(consumeConnectState('forged')).toBe(false);
    discordConnectUrl();
    expect(consumeConnectState(null)).toBe(false);
    const fresh = new URL(discordConnectUrl()).searchParams.get('state');
    expect(fresh).not.toBe(state);
    expect(consumeConnectState(fresh)).toBe(true);
    expect(consumeConnectState(fresh)).toBe(false);
  });
});
