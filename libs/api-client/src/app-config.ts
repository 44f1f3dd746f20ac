/**
 * Runtime configuration of a browser app. Each app's index.html loads `/config.js`, which the
 * static server (launcher or production host) writes from environment variables, so one build
 * runs on any host.
 */
export interface ProviderClient {
  authorizeUrl: string;
  clientId: string;
}

export interface AppConfig {
  /** API origin plus version path, e.g. http://localhost:3000/api/v1/ */
  apiUrl: string;
  loginUrl: string;
  managerUrl: string;
  creatorUrl: string;
  /** Domain attribute for the token cookie in production (parent domain); empty on localhost. */
  cookieDomain: string;
  version: string;
  supportEmail: string;
  providers: {
    twitch: ProviderClient;
    youtube: ProviderClient;
    discord: ProviderClient;
  };
}

declare global {
  interface Window {
    __ADVOCATE_CONFIG__?: Partial<AppConfig>;
  }
}

const localDefaults: AppConfig = {
  apiUrl: 'http://localhost:3000/api/v1/',
  loginUrl: 'http://localhost:4200',
  managerUrl: 'http://localhost:4300',
  creatorUrl: 'http://localhost:4400',
  cookieDomain: '',
  version: '0.1.0',
  supportEmail: 'support@advocate.example',
  providers: {
    twitch: { authorizeUrl: 'http://localhost:4500/twitch/oauth2/authorize', clientId: 'advocate-local' },
    youtube: { authorizeUrl: 'http://localhost:4500/google/o/oauth2/v2/auth', clientId: 'advocate-local' },
    discord: { authorizeUrl: 'http://localhost:4500/discord/oauth2/authorize', clientId: 'advocate-local' },
  },
};

/** The local defaults alone: what a screen rendered without a host's configuration (the login build's prerender) shows. */
export function localAppConfig(): AppConfig {
  return { ...localDefaults, providers: { ...localDefaults.providers } };
}

/** The app configuration: `window.__ADVOCATE_CONFIG__` over the local defaults. */
export function appConfig(): AppConfig {
  const fromHost = typeof window === 'undefined' ? undefined : window.__ADVOCATE_CONFIG__;
  return { ...localDefaults, ...fromHost, providers: { ...localDefaults.providers, ...fromHost?.providers } };
}

/** The script body `/config.js` serves: used by the launcher and by production hosting. */
export function appConfigScript(config: AppConfig): string {
  return `window.__ADVOCATE_CONFIG__ = ${JSON.stringify(config)};\n`;
}
