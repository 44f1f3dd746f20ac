import type { User } from '@advocate/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../shared/repositories/users-repository.ts';
import { issueToken } from '../tokens.ts';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §3 (user/profile fields), §4 (terms flow), §7 PUT rest-auth/user/; spec 02 §3, §5, §7.
const USER = '/api/v1/rest-auth/user/';

async function createBroadcaster(t: TestApp, username: string, discord?: string): Promise<{ id: number; token: string }> {
  const id = await t.db.transaction(async (tx) => {
    const userId = await insertUser(tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 });
    if (discord) {
      await tx.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'discord', $2, $2)`, [
        userId,
        discord,
      ]);
    }
    return userId;
  });
  return { id, token: await issueToken(t.db, id, { origin: 'provider', stayLoggedIn: true }) };
}

const me = async (t: TestApp, token: string) => (await send(t.app, 'GET', USER, undefined, token)).json<User>();

describe('PUT /api/v1/rest-auth/user/ (JSON)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    await createManager(t.db, { email: 'taken@example.com' });
  });
  afterAll(() => t.close());

  it('saves the editable fields of the whole profile sent back and ignores read-only ones', async () => {
    const { id, token } = await createManager(t.db, { email: 'editor@example.com', permissions: { campaigns: 1, teams: 1, users: 2 } });
    const user = await me(t, token);
    const res = await send(
      t.app,
      'PUT',
      USER,
      {
        ...user,
        username: 'Editor Name',
        email_receive_advocate_updates: false,
        phone_number: '+12223334444',
        id: 999,
        user_type: 3,
        is_admin: true,
        permissions_campaigns: 0,
        permissions_teams: 0,
        permissions_users: 0,
        api_key: 'mine',
        campaigns: ['someone-elses'],
        teams: [1],
        platforms: ['twitch'],
        available_components: ['live-graphics'],
        unknown_field: 'x',
        profile: { ...user.profile, current_team: { id: 5, name: 'Other', squad: null, logo: null }, browsersource: 'http://evil' },
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, username: 'Editor Name', email_receive_advocate_updates: false, phone_number: '+12223334444' });
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT id, user_type, is_admin, permissions_campaigns, permissions_teams, permissions_users, api_key_hint FROM users WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      id,
      user_type: 2,
      is_admin: false,
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 2,
      api_key_hint: null,
    });
    expect(res.json()).toMatchObject({
      is_admin: false,
      permissions_users: 2,
      campaigns: [],
      teams: [],
      profile: { current_team: null, browsersource: null },
    });
  });

  it('sets tos_agreed to the server time on agreement, keeps it on a profile save, refreshes it on a new agreement, clears it on null', async () => {
    const { id, token } = await createManager(t.db, { email: 'terms@example.com', tosAgreed: false });
    const user = await me(t, token);
    expect(user.tos_agreed).toBeNull();
    const before = Date.now();
    const agreed = await send(
      t.app,
      'PUT',
      USER,
      { ...user, tos_agreed: '1999-01-01T00:00:00.000Z', email_receive_advocate_updates: false },
      token,
    );
    expect(agreed.statusCode).toBe(200);
    const at = Date.parse(agreed.json().tos_agreed);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    const saved = await send(t.app, 'PUT', USER, { ...agreed.json<User>(), username: 'Terms Reader' }, token);
    expect(Date.parse(saved.json().tos_agreed)).toBe(at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await send(t.app, 'PUT', USER, { ...saved.json<User>(), tos_agreed: '2000-01-01T00:00:00.000Z' }, token);
    expect(Date.parse(again.json().tos_agreed)).toBeGreaterThan(at);
    const withdrawn = await send(t.app, 'PUT', USER, { ...again.json<User>(), tos_agreed: null }, token);
    expect(withdrawn.json().tos_agreed).toBeNull();
    const [row] = await t.db.query<{ tos_agreed: Date | null }>('SELECT tos_agreed FROM users WHERE id = $1', [id]);
    expect(row.tos_agreed).toBeNull();
  });

  it('takes the edited copy of a setting sent twice (terms screen top level vs stale profile copy)', async () => {
    const { token } = await createBroadcaster(t, 'twice');
    const user = await me(t, token);
    const res = await send(
      t.app,
      'PUT',
      USER,
      { ...user, tos_agreed: 'now', email_receive_sponsorship_offers: false, email_receive_advocate_updates: false },
      token,
    );
    expect(res.json().profile).toMatchObject({ email_receive_sponsorship_offers: false, email_receive_advocate_updates: false });
    const back = await send(
      t.app,
      'PUT',
      USER,
      { ...res.json<User>(), profile: { ...res.json<User>().profile, email_receive_sponsorship_offers: true } },
      token,
    );
    expect(back.json().profile.email_receive_sponsorship_offers).toBe(true);
  });

  it('stores a complete application, the notification choice and the canvas size of a broadcaster', async () => {
    const { id, token } = await createBroadcaster(t, 'streamer', 'streamer#1234');
    const user = await me(t, token);
    expect(user.has_application).toBe(false);
    const profile = {
      ...user.profile,
      selected_notifications: 'D',
      application_full_name: 'Sam Streamer',
      application_date_of_birth: '1990/02/28',
      application_organization: null,
      application_streams_on_which_platforms: ['PC'],
      application_stream_content_type: ['EN', 'ED'],
      base_canvas_resolution: '1280x720',
    };
    const res = await send(t.app, 'PUT', USER, { ...user, twitter: '@sam_streams', profile }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      has_application: true,
      twitter: '@sam_streams',
      profile: {
        selected_notifications: 'D',
        application_date_of_birth: '1990-02-28',
        application_stream_content_type: ['EN', 'ED'],
        base_canvas_resolution: '1280x720',
      },
    });
    const [row] = await t.db.query<{ application_submitted_at: Date | null }>(
      'SELECT application_submitted_at FROM profiles WHERE user_id = $1',
      [id],
    );
    expect(row.application_submitted_at).not.toBeNull();
  });

  it('applies the profile, notification and application rules of libs/validation and changes nothing', async () => {
    const { id, token } = await createBroadcaster(t, 'ruled');
    const user = await me(t, token);
    const snapshot = async () => t.db.query('SELECT u.*, p.* FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1', [id]);
    const before = await snapshot();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { ...user, username: ' ', email: 'nope' },
        { username: ['Required Field'], email: ['Invalid Email Address'] },
      ],
      [{ ...user, phone_number: '555-1234' }, { phone_number: ["Must match format '+12223334444'"] }],
      [{ ...user, twitter: 'no_at_sign' }, { twitter: ['Enter a valid twitter handle (@ required)'] }],
      [
        { ...user, profile: { ...user.profile, selected_notifications: 'S' } },
        { 'profile.selected_notifications': ['You must add a phone number'] },
      ],
      [
        { ...user, profile: { ...user.profile, selected_notifications: 'D' } },
        { 'profile.selected_notifications': ['You must connect your discord account'] },
      ],
      [
        { ...user, profile: { ...user.profile, selected_notifications: 'X' } },
        { 'profile.selected_notifications': ['Select a valid choice. X is not one of the available choices.'] },
      ],
      [
        { ...user, profile: { ...user.profile, application_full_name: 'Half Done', application_date_of_birth: '28/02/1990' } },
        {
          'profile.application_date_of_birth': ['Must be a valid date of form YYYY/MM/DD'],
          'profile.application_streams_on_which_platforms': ['Must select at least 1 option'],
          'profile.application_stream_content_type': ['Must select at least 1 option'],
        },
      ],
      [
        { ...user, profile: { ...user.profile, base_canvas_resolution: '800x600' } },
        { 'profile.base_canvas_resolution': ['Select a valid choice. 800x600 is not one of the available choices.'] },
      ],
      [{ ...user, username: 'u'.repeat(151) }, { username: ['Must be no more than 150 characters'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await send(t.app, 'PUT', USER, payload, token);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a username or email another user holds, on that field', async () => {
    const { token } = await createManager(t.db, { email: 'mover@example.com' });
    const user = await me(t, token);
    const res = await send(t.app, 'PUT', USER, { ...user, username: 'TAKEN@example.com', email: 'Taken@Example.com' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user is already registered with this e-mail address.'],
    });
    expect((await me(t, token)).email).toBe('mover@example.com');
  });

  it('asks to confirm a changed email address', async () => {
    const { id, token } = await createManager(t.db, { email: 'old@example.com' });
    await t.db.query('UPDATE users SET email_verified = true WHERE id = $1', [id]);
    const user = await me(t, token);
    const res = await send(t.app, 'PUT', USER, { ...user, email: 'new@example.com', current_password: TEST_PASSWORD }, token);
    expect(res.json().email).toBe('new@example.com');
    const [row] = await t.db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [id]);
    expect(row.email_verified).toBe(false);
    const mail = t.outbox.find((m) => m.to === 'new@example.com');
    const key = mail?.text.match(/http:\/\/login\.test\/login\/email-confirmation\/([0-9a-f]{64})/)?.[1];
    expect((await send(t.app, 'POST', '/api/v1/rest-auth/registration/verify-email/', { key })).statusCode).toBe(200);
  });

  it('answers bad input with DRF-shaped 4xx and changes nothing', async () => {
    const { id, token } = await createManager(t.db, { email: 'bad-input@example.com' });
    const [before] = await t.db.query('SELECT * FROM users WHERE id = $1', [id]);
    const auth = { authorization: `Token ${token}` };
    const raw = [
      { payload: '{"username": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'username=x', type: 'text/plain', status: 415 },
      { payload: JSON.stringify([1]), type: 'application/json', status: 400 },
    ];
    for (const c of raw) {
      const res = await t.app.inject({ method: 'PUT', url: USER, payload: c.payload, headers: { ...auth, 'content-type': c.type } });
      expect(res.statusCode, c.payload).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    expect((await send(t.app, 'PUT', USER, { email: 'bad-input@example.com' }, token)).json()).toEqual({ username: ['Required Field'] });
    expect((await send(t.app, 'PUT', USER, { username: 5, email: 'x@y.co', email_receive_advocate_updates: 'yes' }, token)).json()).toEqual(
      {
        username: ['Incorrect type.'],
        email_receive_advocate_updates: ['Incorrect type.'],
      },
    );
    expect((await send(t.app, 'PUT', USER, { username: 'a', email: 'x@y.co', profile: 'text' }, token)).json()).toEqual({
      profile: ['Incorrect type.'],
    });
    expect((await send(t.app, 'PUT', USER, { username: 'a', email: 'x@y.co' })).statusCode).toBe(401);
    const [after] = await t.db.query('SELECT * FROM users WHERE id = $1', [id]);
    expect(after).toEqual(before);
  });
});
