import type { User } from '@advocate/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/db.ts';
import { createManager, send } from '../../../testing/test-app.ts';
import {
  authorizeUrl,
  chooseAccount,
  createBroadcaster,
  startOAuthWorld,
  type OAuthWorld,
} from '../../social/routes/oauth-test-support.ts';

// spec 00 §4 (terms flow: the terms screen sends the whole profile back with tos_agreed), §5 (username
// and email required, email valid), §7 PUT rest-auth/user/; decisions 234 (broadcasters without an
// email) and 236 (length limits of every text field).
const USER = '/api/v1/rest-auth/user/';

describe('PUT /api/v1/rest-auth/user/: email-less broadcasters, length limits, rules before queries', () => {
  let w: OAuthWorld;
  beforeAll(async () => {
    w = await startOAuthWorld({ LOGIN_URL: 'http://login.test' });
  });
  afterAll(() => w.close());

  const me = async (token: string) => (await send(w.t.app, 'GET', USER, undefined, token)).json<User>();
  const put = (body: unknown, token: string) => send(w.t.app, 'PUT', USER, body, token);
  const snapshot = (id: number) => w.t.db.query('SELECT u.*, p.* FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1', [id]);

  /** Twitch sign-in without the user:read:email scope: Twitch gives no email. */
  const signInWithoutEmail = async (login: string) => {
    const config = w.t.app.ctx.config;
    const back = await chooseAccount(
      authorizeUrl(config.TWITCH_AUTHORIZE_URL, { redirect_uri: `${config.LOGIN_URL}/auth/twitch`, scope: 'chat:read', state: 's' }),
      login,
    );
    const res = await send(w.t.app, 'POST', '/api/v1/users/twitch/', { code: back.searchParams.get('code') ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ key: string; user: User }>();
  };

  it('lets a broadcaster the provider gave no email agree to the terms with the whole profile sent back', async () => {
    const { key, user } = await signInWithoutEmail('no_mail_caster');
    expect(user.email).toBe('');
    const agreed = await put({ ...user, tos_agreed: new Date().toISOString(), email_receive_sponsorship_offers: false }, key);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ email: '', username: 'no_mail_caster', profile: { email_receive_sponsorship_offers: false } });
    expect(agreed.json().tos_agreed).not.toBeNull();
    // The profile page saves the same way.
    const saved = await put({ ...agreed.json<User>(), phone_number: '+12223334444' }, key);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(w.t.outbox.filter((mail) => mail.to === '')).toHaveLength(0);
  });

  it('still checks an email or username such a broadcaster changes, and confirms a new address', async () => {
    const { key, user } = await signInWithoutEmail('adds_mail_later');
    const before = await snapshot(user.id);
    expect((await put({ ...user, email: 'nope' }, key)).json()).toEqual({ email: ['Invalid Email Address'] });
    expect((await put({ ...user, username: ' ' }, key)).json()).toEqual({ username: ['Required Field'] });
    expect(await snapshot(user.id)).toEqual(before);
    const added = await put({ ...user, email: 'adds@example.com' }, key);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().email).toBe('adds@example.com');
    expect(w.t.outbox.some((mail) => mail.to === 'adds@example.com')).toBe(true);
    // Once it has one, the email is required like anyone's.
    expect((await put({ ...added.json<User>(), email: '' }, key)).json()).toEqual({ email: ['Required Field'] });
  });

  it('still requires a valid email of a manager, and of a broadcaster who has one', async () => {
    const manager = await createManager(w.t.db, { email: 'boss@example.com' });
    await w.t.db.query(`UPDATE users SET email = '' WHERE id = $1`, [manager.id]);
    const stored = await me(manager.token);
    expect((await put(stored, manager.token)).json()).toEqual({ email: ['Required Field'] });
    const caster = await createBroadcaster(w, 'has_mail');
    expect((await put({ ...(await me(caster.token)), email: '' }, caster.token)).json()).toEqual({ email: ['Required Field'] });
  });

  it('answers an over-long text with the maxLength message of libs/validation and stores nothing', async () => {
    const { id, token } = await createBroadcaster(w, 'long_texts');
    const user = await me(token);
    const before = await snapshot(id);
    const huge = await put({ ...user, profile: { ...user.profile, application_organization: 'o'.repeat(500_000) } }, token);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ 'profile.application_organization': ['Must be no more than 128 characters'] });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: `${'e'.repeat(250)}@example.com` }, { email: ['Must be no more than 254 characters'] }],
      [{ phone_number: '+1'.padEnd(33, '2') }, { phone_number: ['Must be no more than 32 characters'] }],
      [{ twitter: `@${'t'.repeat(40)}` }, { twitter: ['Must be no more than 32 characters'] }],
      [{ tos_agreed: 'x'.repeat(65) }, { tos_agreed: ['Must be no more than 64 characters'] }],
      [{ stream_preview_screenshot: 'x'.repeat(2049) }, { stream_preview_screenshot: ['Must be no more than 2048 characters'] }],
      [
        { profile: { ...user.profile, application_full_name: 'n'.repeat(129) } },
        { 'profile.application_full_name': ['Must be no more than 128 characters'] },
      ],
      [
        { profile: { ...user.profile, application_date_of_birth: '1'.repeat(33) } },
        { 'profile.application_date_of_birth': ['Must be no more than 32 characters'] },
      ],
      [
        { profile: { ...user.profile, selected_notifications: 'E'.repeat(17) } },
        { 'profile.selected_notifications': ['Must be no more than 16 characters'] },
      ],
      [{ profile: { ...user.profile, twitter: `@${'t'.repeat(40)}` } }, { 'profile.twitter': ['Must be no more than 32 characters'] }],
      [
        { profile: { ...user.profile, base_canvas_resolution: '1920x1080'.repeat(2) } },
        { 'profile.base_canvas_resolution': ['Must be no more than 16 characters'] },
      ],
      [
        { profile: { ...user.profile, stream_preview_screenshot: 'x'.repeat(2049) } },
        { 'profile.stream_preview_screenshot': ['Must be no more than 2048 characters'] },
      ],
      [
        {
          profile: {
            ...user.profile,
            application_streams_on_which_platforms: ['P'.repeat(17)],
            application_stream_content_type: ['C'.repeat(17)],
          },
        },
        {
          'profile.application_streams_on_which_platforms': ['Must be no more than 16 characters'],
          'profile.application_stream_content_type': ['Must be no more than 16 characters'],
        },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await put({ ...user, ...change }, token);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    // Multipart text parts meet the same limits.
    const boundary = 'limits-boundary';
    const parts = { username: 'long_texts', email: user.email, phone_number: '+1'.padEnd(40, '2') };
    const payload = `${Object.entries(parts)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const multipart = await w.t.app.inject({
      method: 'PUT',
      url: USER,
      payload,
      headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.json()).toEqual({ phone_number: ['Must be no more than 32 characters'] });
    expect(await snapshot(id)).toEqual(before);
  });

  it('checks the rules before asking the database whether a username or email is taken', async () => {
    const { token } = await createBroadcaster(w, 'rules_first');
    const user = await me(token);
    const db = w.t.app.ctx.db as Queryable;
    const query = db.query.bind(db);
    const params: unknown[] = [];
    db.query = (async (sql: string, values?: unknown[]) => {
      params.push(...(values ?? []));
      return query(sql, values);
    }) as Queryable['query'];
    try {
      const res = await put({ ...user, username: 'renamed_first', email: 'not-an-email' }, token);
      expect(res.json()).toEqual({ email: ['Invalid Email Address'] });
    } finally {
      db.query = query;
    }
    // The valid new username was looked up; the invalid email never reached SQL.
    expect(params).toContain('renamed_first');
    expect(params).not.toContain('not-an-email');
  });
});
