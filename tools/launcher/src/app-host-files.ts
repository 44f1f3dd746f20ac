import { appConfigScript } from '@advocate/api-client';
import { appSecurityHeaders } from '@advocate/vite-config/security-headers';
import { browserConfig } from './product-config.ts';

/** What a host serving the built apps needs to know; none of it is secret (the browser sees it all). */
const REQUIRED = [
  'PUBLIC_API_URL',
  'LOGIN_URL',
  'MANAGER_URL',
  'CREATOR_URL',
  'TWITCH_AUTHORIZE_URL',
  'TWITCH_CLIENT_ID',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_CLIENT_ID',
  'DISCORD_AUTHORIZE_URL',
  'DISCORD_CLIENT_ID',
] as const;

/**
 * For a web server other than the launcher (the container recipe's Caddy, decision 732): the
 * `/config.js` every app loads (decision 002), and the security headers the launcher sends
 * (`appSecurityHeaders`, decision 251) as a Caddy `header` directive, from the same variables as the API.
 */
export function appHostFiles(env: Record<string, string | undefined>): { configScript: string; caddyHeaders: string } {
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length) throw new Error(`Invalid configuration: set ${missing.join(', ')}`);
  const value = (key: (typeof REQUIRED)[number]) => env[key] as string;
  const configScript = appConfigScript(
    browserConfig(
      {
        PUBLIC_API_URL: value('PUBLIC_API_URL'),
        LOGIN_URL: value('LOGIN_URL'),
        MANAGER_URL: value('MANAGER_URL'),
        CREATOR_URL: value('CREATOR_URL'),
        SUPPORT_EMAIL: env.SUPPORT_EMAIL || 'support@advocate.example',
        TWITCH_AUTHORIZE_URL: value('TWITCH_AUTHORIZE_URL'),
        TWITCH_CLIENT_ID: value('TWITCH_CLIENT_ID'),
        GOOGLE_AUTHORIZE_URL: value('GOOGLE_AUTHORIZE_URL'),
        GOOGLE_CLIENT_ID: value('GOOGLE_CLIENT_ID'),
        DISCORD_AUTHORIZE_URL: value('DISCORD_AUTHORIZE_URL'),
        DISCORD_CLIENT_ID: value('DISCORD_CLIENT_ID'),
      },
      { version: env.ADVOCATE_VERSION || '0.1.0', cookieDomain: env.COOKIE_DOMAIN },
    ),
  );
  const headers = Object.entries(appSecurityHeaders({ apiUrl: value('PUBLIC_API_URL') }));
  const caddyHeaders = `header {\n${headers.map(([name, text]) => `\t${name} "${text.replaceAll('"', '\\"')}"`).join('\n')}\n}\n`;
  return { configScript, caddyHeaders };
}
