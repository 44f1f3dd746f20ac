import { afterEach, describe, expect, it } from 'vitest';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeManager as manager } from '@advocate/api-client/testing';
import { appHostUrl, homeUrl, isAppHostUrl, loginRedirectUrl, termsRedirectUrl } from './app-hosts.ts';

const globals = globalThis as { window?: { __ADVOCATE_CONFIG__?: object } };
afterEach(() => {
  delete globals.window;
});

describe('app hosts', () => {
  it('carries the origin address to the login chooser and the terms screen', () => {
    expect(loginRedirectUrl('http://localhost:4300/campaigns/a?tab=1')).toBe(
      'http://localhost:4200/login?next=http%3A%2F%2Flocalhost%3A4300%2Fcampaigns%2Fa%3Ftab%3D1',
    );
    expect(termsRedirectUrl('http://localhost:4400/dashboard')).toBe(
      'http://localhost:4200/login/tos?next=http%3A%2F%2Flocalhost%3A4400%2Fdashboard',
    );
  });

  it('sends each user type to its console', () => {
    expect(homeUrl(manager())).toBe('http://localhost:4300/dashboard');
    expect(homeUrl(admin())).toBe('http://localhost:4300/dashboard');
    expect(homeUrl(broadcaster({ campaigns: ['spring'] }))).toBe('http://localhost:4400/dashboard');
    expect(homeUrl(manager({ tos_agreed: null }))).toBe('http://localhost:4200/login/tos');
  });

  it('recognises only the configured app hosts', () => {
    expect(isAppHostUrl('http://localhost:4300/x')).toBe(true);
    expect(isAppHostUrl('http://localhost:4400')).toBe(true);
    expect(isAppHostUrl('https://evil.example/x')).toBe(false);
    expect(isAppHostUrl('javascript:alert(1)')).toBe(false);
    expect(isAppHostUrl('/dashboard')).toBe(false);
  });

  it('follows the runtime configuration', () => {
    globals.window = { __ADVOCATE_CONFIG__: { managerUrl: 'https://manager.advocate.example/' } };
    expect(appHostUrl('manager')).toBe('https://manager.advocate.example');
    expect(isAppHostUrl('https://manager.advocate.example/campaigns')).toBe(true);
  });
});
