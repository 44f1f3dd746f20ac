// Integration tests drive the real provider stand-in over HTTP, as the API meets it in e2e runs.
import { deriveAccount, startDevProviders, type ProviderName, type RunningDevProviders } from '@advocate/dev-providers';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { insertUser } from '../../shared/repositories/users-repository.ts';
import { issueToken } from '../../auth/tokens.ts';
import { createTestApp, sameDatabaseApp, type TestApp } from '../../../testing/test-app.ts';

/** Every provider URL of the API pointed at a stand-in base URL (the README's table). */
export function providerEnv(base: string): Record<string, string> {
  return {
    TWITCH_AUTHORIZE_URL: `${base}/twitch/oauth2/authorize`,
    TWITCH_TOKEN_URL: `${base}/twitch/oauth2/token`,
    TWITCH_API_URL: `${base}/twitch/helix`,
    GOOGLE_AUTHORIZE_URL: `${base}/google/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${base}/google/token`,
    GOOGLE_USERINFO_URL: `${base}/google/oauth2/v3/userinfo`,
    YOUTUBE_API_URL: `${base}/google/youtube/v3`,
    DISCORD_AUTHORIZE_URL: `${base}/discord/oauth2/authorize`,
    DISCORD_TOKEN_URL: `${base}/discord/api/oauth2/token`,
    DISCORD_API_URL: `${base}/discord/api`,
    TWITTER_API_URL: `${base}/twitter`,
  };
}

export interface OAuthWorld {
  t: TestApp;
  providers: RunningDevProviders;
  close(): Promise<void>;
}

/** A stand-in on a free port and the API configured to reach it. */
export async function startOAuthWorld(env: Record<string, string> = {}): Promise<OAuthWorld> {
  const providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
  const t = await createTestApp({ ...providerEnv(providers.url), ...env });
  return {
    t,
    providers,
    async close() {
      await t.close();
      await providers.close();
    },
  };
}

/**
 * A second API on the same database whose provider URLs all point at a closed port: a provider
 * that is down, without paying for another migrated database. Close it after use.
 */
export async function appWithProvidersDown(world: OAuthWorld): Promise<FastifyInstance> {
  const app = await sameDatabaseApp(world.t, providerEnv(await closedPortUrl()));
  await app.ready();
  return app;
}

/** The provider id the stand-in gives an account typed on its consent page. */
export const standInAccountId = (provider: ProviderName, login: string) => deriveAccount(provider, login).id;

/** A base URL on which nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
}

/**
 * Plays the person on a consent page as a browser would: load the page, submit its account form
 * (hidden fields plus the clicked account button `login`) and answer the redirect it sends back.
 */
export async function chooseAccount(pageUrl: string, login: string): Promise<URL> {
  const page = await fetch(pageUrl, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page ${pageUrl} answered ${page.status}: ${html.slice(0, 200)}`);
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const action = /<form[^>]*action="([^"]*)"/.exec(form)?.[1];
  if (!action) throw new Error('consent page has no form');
  const fields = new URLSearchParams();
  for (const m of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields.append(decodeEntities(m[1]), decodeEntities(m[2]));
  fields.set('login', login);
  const answer = await fetch(new URL(decodeEntities(action), pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`consent choice answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return new URL(location);
}

/** The OAuth 2 authorize page URL the login app sends the browser to. */
export function authorizeUrl(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams({ response_type: 'code', client_id: 'advocate-local', ...params })}`;
}

/** A Twitch code for `login`, the way /login/broadcaster obtains one (redirect_uri = LOGIN_URL/auth/twitch). */
export async function twitchCode(world: OAuthWorld, login: string): Promise<string> {
  const config = world.t.app.ctx.config;
  const back = await chooseAccount(
    authorizeUrl(config.TWITCH_AUTHORIZE_URL, {
      redirect_uri: `${config.LOGIN_URL}/auth/twitch`,
      scope: 'user:read:email chat:read chat:edit channel:moderate moderation:read channel:manage:moderators',
      state: 'browser-state',
    }),
    login,
  );
  if (back.searchParams.get('state') !== 'browser-state') throw new Error('state did not come back');
  return back.searchParams.get('code') ?? '';
}

/** A Google code for `login` with the YouTube scopes (redirect_uri = LOGIN_URL/auth/youtube). */
export async function youtubeCode(world: OAuthWorld, login: string): Promise<string> {
  const config = world.t.app.ctx.config;
  const back = await chooseAccount(
    authorizeUrl(config.GOOGLE_AUTHORIZE_URL, {
      redirect_uri: `${config.LOGIN_URL}/auth/youtube`,
      scope: 'https://www.googleapis.com/auth/userinfo.email profile https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'offline',
      state: 'browser-state',
    }),
    login,
  );
  return back.searchParams.get('code') ?? '';
}

/** A Discord code for `login`, sent back to `callbackUrl`. */
export async function discordCode(world: OAuthWorld, login: string, callbackUrl: string): Promise<string> {
  const config = world.t.app.ctx.config;
  const back = await chooseAccount(
    authorizeUrl(config.DISCORD_AUTHORIZE_URL, { redirect_uri: callbackUrl, scope: 'guilds guilds.join identify email', state: 's' }),
    login,
  );
  return back.searchParams.get('code') ?? '';
}

/** Row counts of every table a sign-in or connect writes, to prove a refusal wrote nothing. */
export async function writeCounts(world: OAuthWorld): Promise<Record<string, number>> {
  const tables = ['users', 'profiles', 'social_accounts', 'auth_tokens', 'twitter_request_tokens', 'campaign_statuses', 'team_memberships'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await world.t.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A broadcaster made directly in the database, with a sign-in token. */
export async function createBroadcaster(world: OAuthWorld, username: string): Promise<{ id: number; token: string }> {
  const id = await world.t.db.transaction((tx) =>
    insertUser(tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 }),
  );
  return { id, token: await issueToken(world.t.db, id, { origin: 'provider', stayLoggedIn: true }) };
}
