import { describe, expect, it } from 'vitest';
import { activityChanges, changedAnything, SECRET_MARK } from './activity-changes.ts';

describe('activityChanges', () => {
  it('keeps only the changed fields of an update', () => {
    expect(activityChanges({ name: 'A', cap: 5, tags: ['x'] }, { name: 'B', cap: 5, tags: ['x'] })).toEqual({
      before: { name: 'A' },
      after: { name: 'B' },
    });
  });

  it('sees no change in a config whose keys come back in another order (jsonb)', () => {
    const changes = activityChanges({ config: { shop: 'a.example', duration: 5 } }, { config: { duration: 5, shop: 'a.example' } });
    expect(changes).toEqual({ before: {}, after: {} });
  });

  it('keeps a whole side for a creation or a removal', () => {
    expect(activityChanges(null, { name: 'A', cap: 5 })).toEqual({ before: null, after: { name: 'A', cap: 5 } });
    expect(activityChanges({ name: 'A' }, null)).toEqual({ before: { name: 'A' }, after: null });
  });

  it('masks secrets after comparing them, named or named like one', () => {
    expect(activityChanges({ secret: 'old', url: 'u' }, { secret: 'new', url: 'u' })).toEqual({
      before: { secret: SECRET_MARK },
      after: { secret: SECRET_MARK },
    });
    expect(activityChanges(null, { api_key: 'k', password: 'p', token: 't', hmac: 'h', note: 'n' }, ['hmac'])).toEqual({
      before: null,
      after: { api_key: SECRET_MARK, password: SECRET_MARK, token: SECRET_MARK, hmac: SECRET_MARK, note: 'n' },
    });
    expect(activityChanges({ secret: 's' }, { secret: 's' })).toEqual({ before: {}, after: {} });
    expect(activityChanges(null, { secret: null })).toEqual({ before: null, after: { secret: null } });
  });

  it('masks secrets inside objects and lists, at any depth', () => {
    const before = {
      config: { shop: 'a.example', auth: { access_token: 'old-token', scopes: ['read'] } },
      accounts: [{ login: 'bot', password: 'p1' }],
    };
    const after = {
      config: { shop: 'a.example', auth: { access_token: 'new-token', scopes: ['read'] } },
      accounts: [{ login: 'bot', password: 'p2' }],
    };
    const changes = activityChanges(before, after, ['hmac']);
    expect(changes).toEqual({
      before: {
        config: { shop: 'a.example', auth: { access_token: SECRET_MARK, scopes: ['read'] } },
        accounts: [{ login: 'bot', password: SECRET_MARK }],
      },
      after: {
        config: { shop: 'a.example', auth: { access_token: SECRET_MARK, scopes: ['read'] } },
        accounts: [{ login: 'bot', password: SECRET_MARK }],
      },
    });
    expect(
      JSON.stringify(activityChanges(null, { config: { deep: [{ hmac: 'h-value', other: { secret: 's-value' } }] } }, ['hmac'])),
    ).not.toMatch(/h-value|s-value/);
  });

  it('ignores fields the after side does not name, and tells a no-op', () => {
    const none = activityChanges({ name: 'A', cap: 5 }, { name: 'A' });
    expect(none).toEqual({ before: {}, after: {} });
    expect(changedAnything(none)).toBe(false);
    expect(changedAnything(activityChanges(null, {}))).toBe(true);
  });
});
