import { describe, expect, it } from 'vitest';
import type { UserRow } from '../shared/repositories/users-repository.ts';
import { apiKeyRefusal } from './api-keys.ts';
import type { Credential, StoredToken } from './tokens.ts';

// Decision 260: who may mint an API key with which credential.
const NOW = new Date('2025-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const token = (origin: StoredToken['origin'], issued: Date): Credential => ({
  scheme: 'token',
  key: 'k',
  token: { user_id: 1, origin, stay_logged_in: true, created_at: issued },
});
const user = (fields: Partial<UserRow>) =>
  ({ password_hash: 'scrypt$…', email: 'a@example.com', email_verified: false, ...fields }) as UserRow;

describe('apiKeyRefusal', () => {
  it('lets a user with a password mint a key within 15 minutes of a password sign-in', () => {
    expect(apiKeyRefusal(user({}), token('password', minutesAgo(15)), NOW, 15)).toBeUndefined();
    expect(apiKeyRefusal(user({}), token('password', minutesAgo(16)), NOW, 15)).toBe(
      'Sign in again with your password to generate an API key.',
    );
    expect(apiKeyRefusal(user({ email_verified: true }), token('provider', minutesAgo(0)), NOW, 15)).toBe(
      'Sign in again with your password to generate an API key.',
    );
  });

  it('lets a user without a password mint a key once a non-empty email is confirmed', () => {
    const caster = { password_hash: null };
    expect(apiKeyRefusal(user({ ...caster }), token('provider', minutesAgo(0)), NOW, 15)).toBe(
      'Confirm your email address to generate an API key.',
    );
    expect(apiKeyRefusal(user({ ...caster, email: '', email_verified: true }), token('provider', minutesAgo(0)), NOW, 15)).toBe(
      'Confirm your email address to generate an API key.',
    );
    expect(apiKeyRefusal(user({ ...caster, email_verified: true }), token('provider', minutesAgo(60 * 24 * 20)), NOW, 15)).toBeUndefined();
  });

  it('never lets an API key, or no credential, mint one', () => {
    const message = 'An API key cannot be used for this action. Sign in to do it.';
    expect(apiKeyRefusal(user({ email_verified: true }), { scheme: 'api-key' }, NOW, 15)).toBe(message);
    expect(apiKeyRefusal(user({ email_verified: true }), null, NOW, 15)).toBe(message);
  });
});
