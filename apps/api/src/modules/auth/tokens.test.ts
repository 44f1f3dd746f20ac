import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { tokenLifetimes } from './tokens.ts';

// Decision 261: token lifetimes from the configuration.
describe('tokenLifetimes', () => {
  it('defaults to 30 days unused, 12 hours for a sign-in that did not stay logged in', () => {
    expect(tokenLifetimes(loadConfig({ NODE_ENV: 'test' }))).toEqual({
      stayLoggedInIdleMs: 30 * 86_400_000,
      sessionIdleMs: 12 * 3_600_000,
    });
  });

  it('reads TOKEN_IDLE_DAYS and TOKEN_SESSION_IDLE_HOURS, whole numbers of at least 1', () => {
    const config = loadConfig({ NODE_ENV: 'test', TOKEN_IDLE_DAYS: '7', TOKEN_SESSION_IDLE_HOURS: '2' });
    expect(tokenLifetimes(config)).toEqual({ stayLoggedInIdleMs: 7 * 86_400_000, sessionIdleMs: 2 * 3_600_000 });
    expect(() => loadConfig({ NODE_ENV: 'test', TOKEN_SESSION_IDLE_HOURS: '0' })).toThrow(/TOKEN_SESSION_IDLE_HOURS/);
    expect(() => loadConfig({ NODE_ENV: 'test', API_KEY_SIGN_IN_MINUTES: 'x' })).toThrow(/API_KEY_SIGN_IN_MINUTES/);
    expect(loadConfig({ NODE_ENV: 'test' }).API_KEY_SIGN_IN_MINUTES).toBe(15);
  });
});
