import { describe, expect, it } from 'vitest';
import { appPaths } from './app-paths.ts';

describe('appPaths (spec 00 §2 routes)', () => {
  it('builds campaign paths with the slug encoded as one segment', () => {
    expect(appPaths.manager.campaign('spring')).toBe('/campaigns/spring');
    expect(appPaths.manager.campaign('a/b c')).toBe('/campaigns/a%2Fb%20c');
  });

  it('builds a campaign tab path; the empty tab is the overview at the base path', () => {
    expect(appPaths.manager.campaignTab('spring', 'compliance')).toBe('/campaigns/spring/compliance');
    expect(appPaths.manager.campaignTab('spring', '')).toBe('/campaigns/spring');
  });

  it('names the login-host callbacks the providers return to', () => {
    expect(appPaths.login.callback('discord')).toBe('/auth/discord');
    expect(appPaths.login.callback('twitch')).toBe('/auth/twitch');
  });
});
