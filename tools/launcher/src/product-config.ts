import type { AppConfig } from '@advocate/api-client';

/** Ports and host of a local run; `npm start` uses the defaults, e2e its own. */
export interface LocalPorts {
  host: string;
  api: number;
  login: number;
  manager: number;
  creator: number;
  providers: number;
}

export function localPortsFromEnv(env: Record<string, string | undefined>): LocalPorts {
  const port = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    host: env.ADVOCATE_HOST ?? 'localhost',
    api: port('API_PORT', 3000),
    login: port('LOGIN_PORT', 4200),
    manager: port('MANAGER_PORT', 4300),
    creator: port('CREATOR_PORT', 4400),
    providers: port('DEV_PROVIDERS_PORT', 4500),
  };
}

/**
 * The API's environment for a local run: URLs derived from the ports, provider endpoints at the
 * local stand-ins, unless the environment already names them (real providers).
 */
export function localApiEnv(ports: LocalPorts, env: Record<string, string | undefined>): Record<string, string | undefined> {
  const origin = (port: number) => `http://${ports.host}:${port}`;
  const providers = origin(ports.providers);
  return {
    PUBLIC_API_URL: origin(ports.api),
    LOGIN_URL: origin(ports.login),
    MANAGER_URL: origin(ports.manager),
    CREATOR_URL: origin(ports.creator),
    TWITCH_AUTHORIZE_URL: `${providers}/twitch/oauth2/authorize`,
    TWITCH_TOKEN_URL: `${providers}/twitch/oauth2/token`,
    TWITCH_API_URL: `${providers}/twitch/helix`,
    GOOGLE_AUTHORIZE_URL: `${providers}/google/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${providers}/google/token`,
    GOOGLE_USERINFO_URL: `${providers}/google/oauth2/v3/userinfo`,
    YOUTUBE_API_URL: `${providers}/google/youtube/v3`,
    DISCORD_AUTHORIZE_URL: `${providers}/discord/oauth2/authorize`,
    DISCORD_TOKEN_URL: `${providers}/discord/api/oauth2/token`,
    DISCORD_API_URL: `${providers}/discord/api`,
    TWITTER_API_URL: `${providers}/twitter`,
    TWITCH_PANELS_URL: `${providers}/twitch/panels`,
    SHOPIFY_AUTHORIZE_URL: `${providers}/shopify/admin/oauth/authorize`,
    SHOPIFY_TOKEN_URL: `${providers}/shopify/admin/oauth/access_token`,
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
    PORT: String(ports.api),
  };
}

/** What the browser apps need, from the API's checked configuration. */
export function browserConfig(
  api: {
    PUBLIC_API_URL: string;
    LOGIN_URL: string;
    MANAGER_URL: string;
    CREATOR_URL: string;
    SUPPORT_EMAIL: string;
    TWITCH_AUTHORIZE_URL: string;
    TWITCH_CLIENT_ID: string;
    GOOGLE_AUTHORIZE_URL: string;
    GOOGLE_CLIENT_ID: string;
    DISCORD_AUTHORIZE_URL: string;
    DISCORD_CLIENT_ID: string;
  },
  extra: { cookieDomain?: string; version: string },
): AppConfig {
  return {
    apiUrl: `${api.PUBLIC_API_URL}/api/v1/`,
    loginUrl: api.LOGIN_URL,
    managerUrl: api.MANAGER_URL,
    creatorUrl: api.CREATOR_URL,
    cookieDomain: extra.cookieDomain ?? '',
    version: extra.version,
    supportEmail: api.SUPPORT_EMAIL,
    providers: {
      twitch: { authorizeUrl: api.TWITCH_AUTHORIZE_URL, clientId: api.TWITCH_CLIENT_ID },
      youtube: { authorizeUrl: api.GOOGLE_AUTHORIZE_URL, clientId: api.GOOGLE_CLIENT_ID },
      discord: { authorizeUrl: api.DISCORD_AUTHORIZE_URL, clientId: api.DISCORD_CLIENT_ID },
    },
  };
}
