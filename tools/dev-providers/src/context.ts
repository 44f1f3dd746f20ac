import type { FastifyRequest } from 'fastify';
import { brandTweets } from './brand-tweets.ts';
import { AccountBook } from './accounts.ts';
import type { DevAccount, ProviderName } from './accounts.ts';
import { ExpiringStore, randomToken } from './store.ts';
import type { StoredTweet } from './twitter-v2.ts';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface TwitterClient {
  consumerKey: string;
  consumerSecret: string;
}

export interface DevProvidersClients {
  twitch: OAuthClient;
  google: OAuthClient;
  discord: OAuthClient;
  twitter: TwitterClient;
}

export interface DevProvidersOptions {
  /** Client ids and secrets the stand-ins accept; each defaults to advocate-local / advocate-local-secret. */
  clients?: { [P in keyof DevProvidersClients]?: Partial<DevProvidersClients[P]> };
  /** The application name shown on the authorize pages. */
  appName?: string;
  /** Absolute base URL for links the stand-in hands out (avatars); default: the request's own origin. */
  publicUrl?: string;
  /** Clock in milliseconds, for tests of expiry. */
  now?: () => number;
  /** Fastify's request logger; off by default. */
  logger?: boolean;
}

export const DEFAULT_CLIENT_ID = 'advocate-local';
export const DEFAULT_CLIENT_SECRET = 'advocate-local-secret';
export const CODE_TTL_MS = 10 * 60 * 1000;
const REFRESH_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** What an authorization code stands for until it is exchanged. */
export interface CodeGrant {
  provider: ProviderName;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  accountId: string;
  /** Provider-specific request parameters kept for the exchange (Google access_type, nonce). */
  extras: Record<string, string>;
}

/** What an access or refresh token stands for; accountId is absent for app tokens. */
export interface TokenGrant {
  provider: ProviderName;
  clientId: string;
  scopes: string[];
  accountId?: string;
  extras: Record<string, string>;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type RedeemResult = { ok: true; grant: CodeGrant } | { ok: false; reason: 'unknown_code' | 'client_mismatch' | 'redirect_mismatch' };

export class DevContext {
  readonly clients: DevProvidersClients;
  readonly appName: string;
  readonly accounts = new AccountBook();
  readonly codes: ExpiringStore<CodeGrant>;
  readonly tokens: ExpiringStore<TokenGrant>;
  readonly refreshTokens: ExpiringStore<TokenGrant>;
  /**
   * Tweets the Twitter stand-in keeps (twitter-v2.ts writes, twitter-lookup.ts reads and deletes),
   * starting with the brands' tweets that suggested retweets name (brand-tweets.ts).
   */
  readonly tweets: StoredTweet[];

  constructor(private readonly options: DevProvidersOptions) {
    const now = options.now ?? Date.now;
    const oauth = (c?: Partial<OAuthClient>): OAuthClient => ({
      id: c?.id ?? DEFAULT_CLIENT_ID,
      secret: c?.secret ?? DEFAULT_CLIENT_SECRET,
    });
    this.clients = {
      twitch: oauth(options.clients?.twitch),
      google: oauth(options.clients?.google),
      discord: oauth(options.clients?.discord),
      twitter: {
        consumerKey: options.clients?.twitter?.consumerKey ?? DEFAULT_CLIENT_ID,
        consumerSecret: options.clients?.twitter?.consumerSecret ?? DEFAULT_CLIENT_SECRET,
      },
    };
    this.appName = options.appName ?? 'Advocate';
    this.codes = new ExpiringStore(now);
    this.tokens = new ExpiringStore(now);
    this.refreshTokens = new ExpiringStore(now);
    this.tweets = brandTweets(new Date(now()).toISOString());
  }

  get now(): () => number {
    return this.options.now ?? Date.now;
  }

  /** The origin links are built on: the configured public URL or the request's own. */
  baseUrl(request: FastifyRequest): string {
    return (this.options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  }

  avatarUrl(request: FastifyRequest, account: DevAccount): string {
    return `${this.baseUrl(request)}/avatars/${account.provider}/${account.login}.svg`;
  }

  issueCode(grant: CodeGrant): string {
    const code = randomToken(30);
    this.codes.put(code, grant, CODE_TTL_MS);
    return code;
  }

  /** Exchanges a code once; a failed check leaves an unused code in place, as the real providers do. */
  redeemCode(code: string | undefined, provider: ProviderName, clientId: string, redirectUri: string | undefined): RedeemResult {
    const grant = code ? this.codes.get(code) : undefined;
    if (!code || !grant || grant.provider !== provider) return { ok: false, reason: 'unknown_code' };
    if (grant.clientId !== clientId) return { ok: false, reason: 'client_mismatch' };
    if (grant.redirectUri !== redirectUri) return { ok: false, reason: 'redirect_mismatch' };
    this.codes.delete(code);
    return { ok: true, grant };
  }

  issueTokens(grant: TokenGrant, expiresIn: number, accessPrefix = ''): IssuedTokens {
    const accessToken = accessPrefix + randomToken(30);
    const refreshToken = randomToken(50);
    this.tokens.put(accessToken, grant, expiresIn * 1000);
    this.refreshTokens.put(refreshToken, grant, REFRESH_TTL_MS);
    return { accessToken, refreshToken, expiresIn };
  }

  /** The grant behind `Authorization: Bearer <token>` (or `OAuth <token>`, as Twitch also takes). */
  bearer(request: FastifyRequest, provider: ProviderName, schemes = ['bearer']): { token: string; grant: TokenGrant } | undefined {
    const [scheme, token] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
    if (!scheme || !token || !schemes.includes(scheme.toLowerCase())) return undefined;
    const grant = this.tokens.get(token);
    return grant && grant.provider === provider ? { token, grant } : undefined;
  }

  accountOf(grant: TokenGrant): DevAccount | undefined {
    return grant.accountId ? this.accounts.byId(grant.provider, grant.accountId) : undefined;
  }
}
