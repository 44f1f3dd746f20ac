import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, demoBroadcasters } from '@advocate/seed';
import { URLS } from './product-process.ts';

/** A cookie for the browser, as the login app writes it (libs/auth-and-guards session-store). */
export interface SessionCookie {
  name: string;
  value: string;
  url: string;
}

interface SignInAnswer {
  key: string;
  user: { username: string; user_type: string; tos_agreed: boolean | string | null };
}

/** The two cookies a sign-in leaves (token and slim user), on the login host: every app host reads them. */
function sessionCookies({ key, user }: SignInAnswer): SessionCookie[] {
  const slim = { username: user.username, user_type: user.user_type, tos_agreed: user.tos_agreed };
  return [
    { name: 'advocate_token', value: key, url: URLS.login },
    { name: 'advocate_user', value: encodeURIComponent(JSON.stringify(slim)), url: URLS.login },
  ];
}

async function answerOf(response: Response, what: string): Promise<SignInAnswer> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as SignInAnswer;
}

/** The demo admin, signed in through the API's login as the form does (decision 722). */
export async function managerSession(): Promise<SessionCookie[]> {
  const response = await fetch(`${URLS.api}rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, stayLoggedIn: true }),
  });
  return sessionCookies(await answerOf(response, 'the manager sign-in'));
}

/** The first Twitch demo broadcaster, through the Twitch stand-in's consent and the API, as /login/broadcaster does. */
export async function broadcasterSession(): Promise<SessionCookie[]> {
  const broadcaster = demoBroadcasters.find((b) => b.standIn && b.platform === 'twitch');
  if (!broadcaster) throw new Error('the demo has no Twitch broadcaster on the stand-ins');
  const config = await (await fetch(`${URLS.login}/config.js`)).text();
  const twitch = (
    JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1)) as {
      providers: { twitch: { authorizeUrl: string; clientId: string } };
    }
  ).providers.twitch;
  const consent = await fetch(twitch.authorizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: twitch.clientId,
      redirect_uri: `${URLS.login}/auth/twitch`,
      scope: 'user:read:email chat:read chat:edit channel:moderate moderation:read channel:manage:moderators',
      state: 'lighthouse',
      login: broadcaster.username,
    }).toString(),
    redirect: 'manual',
  });
  const code = new URL(consent.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
  if (!code) throw new Error(`the Twitch stand-in gave no code (${consent.status})`);
  const response = await fetch(`${URLS.api}users/twitch/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, provider: 'twitch' }),
  });
  return sessionCookies(await answerOf(response, 'the broadcaster sign-in'));
}
