import { describe, expect, it } from 'vitest';
import { appSecurityHeaders } from '@advocate/vite-config/security-headers';
import { appHostFiles } from './app-host-files.ts';

// Issue 28 item 6 (decision 732): the container's web server sends the apps the same config.js and headers as the launcher.
const env = {
  PUBLIC_API_URL: 'https://api.advocate.example',
  LOGIN_URL: 'https://login.advocate.example',
  MANAGER_URL: 'https://manager.advocate.example',
  CREATOR_URL: 'https://creator.advocate.example',
  COOKIE_DOMAIN: '.advocate.example',
  TWITCH_AUTHORIZE_URL: 'https://id.twitch.tv/oauth2/authorize',
  TWITCH_CLIENT_ID: 'twitch-id',
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_CLIENT_ID: 'google-id',
  DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
  DISCORD_CLIENT_ID: 'discord-id',
};

describe('appHostFiles', () => {
  it('writes the runtime configuration the apps read', () => {
    const { configScript } = appHostFiles(env);
    const config = JSON.parse(configScript.replace(/^window\.__ADVOCATE_CONFIG__ = /, '').replace(/;\n$/, '')) as Record<string, unknown>;
    expect(config).toMatchObject({
      apiUrl: 'https://api.advocate.example/api/v1/',
      loginUrl: 'https://login.advocate.example',
      cookieDomain: '.advocate.example',
      supportEmail: 'support@advocate.example',
      providers: { twitch: { authorizeUrl: 'https://id.twitch.tv/oauth2/authorize', clientId: 'twitch-id' } },
    });
  });

  it("sends every one of the launcher's security headers, quoted for Caddy", () => {
    const { caddyHeaders } = appHostFiles(env);
    for (const [name, value] of Object.entries(appSecurityHeaders({ apiUrl: env.PUBLIC_API_URL })))
      expect(caddyHeaders).toContain(`\t${name} "${value}"\n`);
    expect(caddyHeaders).toMatch(/^header \{\n[\s\S]*\n\}\n$/);
  });

  it('names every missing setting', () => {
    expect(() => appHostFiles({ ...env, LOGIN_URL: '', GOOGLE_CLIENT_ID: undefined })).toThrow(
      'Invalid configuration: set LOGIN_URL, GOOGLE_CLIENT_ID',
    );
  });
});
