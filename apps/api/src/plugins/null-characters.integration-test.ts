import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, daysFromNow, insertCampaign, insertInviteLink } from '../testing/domain-fixtures.ts';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../testing/test-app.ts';

// PostgreSQL text cannot hold U+0000 (decision 232): every endpoint family answers a text holding it
// with DRF's 400 'Null characters are not allowed.' on the field, before any query, and writes nothing.
const NUL = '\u0000';
const refused = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, ['Null characters are not allowed.']]));

const TABLES = [
  'users',
  'profiles',
  'auth_tokens',
  'login_failures',
  'email_confirmations',
  'social_accounts',
  'campaign_statuses',
  'labels',
];

describe('texts holding U+0000, app-wide', () => {
  let t: TestApp;
  let manager: { id: number; token: string };
  let caster: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    manager = await createManager(t.db, { email: 'nul-manager@example.com' });
    caster = await createBroadcaster(t.db, 'nul_caster');
    const campaign = await insertCampaign(t.db, { slug: 'nul-campaign' });
    await insertInviteLink(t.db, { key: 'nul-camp-key', campaignId: campaign, expiresAt: daysFromNow(7) });
  });
  afterAll(() => t.close());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) result[table] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return result;
  };
  const user = async (token: string) => (await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token)).json();

  it('refuses them in the sign-in, registration and password-reset bodies', async () => {
    const before = await counts();
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['/api/v1/rest-auth/login/', { username: `nul-manager@example.com${NUL}`, password: TEST_PASSWORD }, refused('username')],
      ['/api/v1/rest-auth/login/', { username: 'nul-manager@example.com', password: `x${NUL}` }, refused('password')],
      [
        '/api/v1/rest-auth/registration/',
        { email: `new${NUL}@example.com`, password1: 'long-password-1', password2: 'long-password-1' },
        refused('email'),
      ],
      ['/api/v1/rest-auth/registration/verify-email/', { key: `${'a'.repeat(63)}${NUL}` }, refused('key')],
      ['/api/v1/rest-auth/password/reset/', { email: `nul-manager@example.com${NUL}` }, refused('email')],
      [
        '/api/v1/rest-auth/password/reset/confirm/',
        { uid: NUL, token: 't', new_password1: 'long-password-1', new_password2: 'long-password-1' },
        refused('uid'),
      ],
    ];
    for (const [url, body, errors] of cases) {
      const res = await send(t.app, 'POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
    expect(t.outbox).toHaveLength(0);
  });

  it('refuses them anywhere in a profile update, JSON or multipart, naming nested fields with dots', async () => {
    const me = await user(caster.token);
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...me, username: `nul${NUL}caster` }, refused('username')],
      [{ ...me, email: `nul${NUL}@example.com`, phone_number: `+1222${NUL}` }, refused('email', 'phone_number')],
      [{ ...me, profile: { ...me.profile, application_organization: `Org${NUL}` } }, refused('profile.application_organization')],
      [
        { ...me, profile: { ...me.profile, application_stream_content_type: ['EN', `ED${NUL}`] } },
        refused('profile.application_stream_content_type'),
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await send(t.app, 'PUT', '/api/v1/rest-auth/user/', body, caster.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const boundary = 'nul-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/rest-auth/user/',
      payload: `${part('username', 'nul_caster')}${part('email', `a${NUL}@example.com`)}${part('profile', JSON.stringify({ twitter: `@a${NUL}` }))}--${boundary}--\r\n`,
      headers: { authorization: `Token ${caster.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual(refused('email', 'profile.twitter'));
    expect(await user(caster.token)).toEqual(me);
    expect(await counts()).toEqual(before);
  });

  it('refuses them in the provider sign-in and social connect bodies', async () => {
    const before = await counts();
    const cases: [string, Record<string, unknown>, Record<string, string[]>, string?][] = [
      ['/api/v1/users/twitch/', { code: `c${NUL}` }, refused('code')],
      [
        '/api/v1/users/youtube/',
        { code: 'c', campaignInviteKey: `nul-camp-key${NUL}`, label: `VIP${NUL}` },
        refused('campaignInviteKey', 'label'),
      ],
      ['/api/v1/twitter/connect/', { oauth_token: `tok${NUL}`, oauth_verifier: 'v' }, refused('oauth_token'), caster.token],
      [
        '/api/v1/discord/connect/',
        { code: 'c', callback_url: `http://login.test/auth/discord${NUL}` },
        refused('callback_url'),
        caster.token,
      ],
    ];
    for (const [url, body, errors, token] of cases) {
      const res = await send(t.app, 'POST', url, body, token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses them in path parameters', async () => {
    for (const url of ['/api/v1/invite-links/campaign/%00/', '/api/v1/invite-links/team/key%00/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(refused('key'));
    }
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/screenshots/a%00.png' });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual(refused('path'));
  });

  it('still signs in, reads the user and ignores stray query parameters without them', async () => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'nul-manager@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rest-auth/user/?anything=%00',
      headers: { authorization: `Token ${manager.token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
