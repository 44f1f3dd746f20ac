// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '@advocate/api-client';
import { authorizeUrl, consumeState, prepareProviderSignIn, takeProviderNext } from './oauth.ts';

beforeEach(() => sessionStorage.clear());

describe('authorizeUrl', () => {
  it('builds the Twitch code request with the exact scopes', () => {
    expect(authorizeUrl('twitch', 's1', appConfig())).toBe(
      'http://localhost:4500/twitch/oauth2/authorize?response_type=code&client_id=advocate-local' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A4200%2Fauth%2Ftwitch' +
        '&scope=user:read:email+chat:read+chat:edit+channel:moderate+moderation:read+channel:manage:moderators&state=s1',
    );
  });

  it('builds the YouTube code request with offline access', () => {
    expect(authorizeUrl('youtube', 's2', appConfig())).toBe(
      'http://localhost:4500/google/o/oauth2/v2/auth?response_type=code&client_id=advocate-local' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A4200%2Fauth%2Fyoutube' +
        '&scope=https://www.googleapis.com/auth/userinfo.email+https://www.googleapis.com/auth/userinfo.profile+https://www.googleapis.com/auth/youtube.readonly' +
        '&state=s2&access_type=offline',
    );
  });

  it('lets URLSearchParams read the scopes as space-separated', () => {
    const scope = new URL(authorizeUrl('twitch', 's', appConfig())).searchParams.get('scope');
    expect(scope?.split(' ')).toHaveLength(6);
  });
});

describe('state', () => {
  it('accepts the state this tab sent, once, for the same provider', () => {
    const url = new URL(prepareProviderSignIn('twitch', 'http://localhost:4300/x'));
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(consumeState('youtube', state)).toBe(false);
    prepareProviderSignIn('twitch', null);
    expect(consumeState('twitch', 'forged')).toBe(false);
    const fresh = new URL(prepareProviderSignIn('twitch', 'http://localhost:4300/x')).searchParams.get('state');
    expect(consumeState('twitch', fresh)).toBe(true);
    expect(consumeState('twitch', fresh)).toBe(false);
    expect(takeProviderNext()).toBe('http://localhost:4300/x');
    expect(takeProviderNext()).toBeNull();
  });
});
