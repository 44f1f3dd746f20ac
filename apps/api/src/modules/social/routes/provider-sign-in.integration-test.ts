import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../shared/repositories/users-repository.ts';
import { createManager, send } from '../../../testing/test-app.ts';
import {
  appWithProvidersDown,
  standInAccountId,
  startOAuthWorld,
  twitchCode,
  writeCounts,
  youtubeCode,
  type OAuthWorld,
} from './oauth-test-support.ts';

// spec 00 §2 (OAuth callback area, invite pages), §4 (third-party sign-in, invite flow), §7 POST users/{provider}/.
const INVALID_CODE = { non_field_errors: ['Could not sign in with this provider. Please try again.'] };

describe('POST /api/v1/users/{provider}/', () => {
  let w: OAuthWorld;
  beforeAll(async () => {
    w = await startOAuthWorld();
  });
  afterAll(() => w.close());

  const signIn = (provider: string, body: unknown, token?: string) => send(w.t.app, 'POST', `/api/v1/users/${provider}/`, body, token);

  it('creates a broadcaster on the first Twitch sign-in and finds the same one on the next', async () => {
    const first = await signIn('twitch', { code: await twitchCode(w, 'streamer_one'), provider: 'twitch' });
    expect(first.statusCode, first.body).toBe(200);
    const { key, user } = first.json();
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(user).toMatchObject({
      username: 'streamer_one',
      email: 'streamer_one@example.com',
      user_type: 3,
      is_admin: false,
      tos_agreed: null,
      platforms: ['twitch'],
    });
    const [row] = await w.t.db.query<{ password_hash: string | null; profile_image: string | null }>(
      'SELECT u.password_hash, p.profile_image FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1',
      [user.id],
    );
    expect(row.password_hash).toBeNull();
    expect(row.profile_image).toContain('/avatars/twitch/streamer_one.svg');
    const [account] = await w.t.db.query<{ provider_user_id: string; access_token: string; refresh_token: string; scopes: string[] }>(
      "SELECT provider_user_id, access_token, refresh_token, scopes FROM social_accounts WHERE user_id = $1 AND provider = 'twitch'",
      [user.id],
    );
    expect(account.provider_user_id).toBe('1001');
    expect(account.access_token).toBeTruthy();
    expect(account.refresh_token).toBeTruthy();
    expect(account.scopes).toContain('user:read:email');

    const me = await send(w.t.app, 'GET', '/api/v1/rest-auth/user/', undefined, key);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const before = await writeCounts(w);
    const again = await signIn('twitch', { code: await twitchCode(w, 'streamer_one') });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
    expect(again.json().key).not.toBe(key);
    const after = await writeCounts(w);
    expect(after.users).toBe(before.users);
    expect(after.social_accounts).toBe(before.social_accounts);
    expect(after.auth_tokens).toBe(before.auth_tokens + 1);
    const [refreshed] = await w.t.db.query<{ access_token: string }>(
      "SELECT access_token FROM social_accounts WHERE provider = 'twitch' AND provider_user_id = '1001'",
    );
    expect(refreshed.access_token).not.toBe(account.access_token);
  });

  it('makes the username unique when the login is taken', async () => {
    await w.t.db.transaction((tx) =>
      insertUser(tx, { username: 'Streamer_Two', email: 'other@example.com', passwordHash: null, userType: 3 }),
    );
    const res = await signIn('twitch', { code: await twitchCode(w, 'streamer_two') });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('streamer_two_2');
  });

  it('creates a YouTube broadcaster named after the channel handle, keyed by the channel id', async () => {
    const res = await signIn('youtube', { code: await youtubeCode(w, 'lets_play_lena'), provider: 'youtube' });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ username: 'lets_play_lena', email: 'lets_play_lena@example.com', user_type: 3, platforms: ['youtube'] });
    const [account] = await w.t.db.query<{ provider_user_id: string; refresh_token: string | null; display_name: string }>(
      "SELECT provider_user_id, refresh_token, display_name FROM social_accounts WHERE user_id = $1 AND provider = 'youtube'",
      [user.id],
    );
    expect(account).toEqual({
      provider_user_id: 'UC2002',
      refresh_token: expect.stringMatching(/^1\/\//),
      display_name: "Let's Play Lena",
    });
    const again = await signIn('youtube', { code: await youtubeCode(w, 'lets_play_lena') });
    expect(again.json().user.id).toBe(user.id);
  });

  it("links YouTube to the signed-in broadcaster who has none (connect), and signs in the account's owner otherwise", async () => {
    const twitch = (await signIn('twitch', { code: await twitchCode(w, 'speedrun_sam') })).json();
    const res = await signIn('youtube', { code: await youtubeCode(w, 'yt_creator') }, twitch.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: twitch.user.id, platforms: ['twitch', 'youtube'], youtube: 'yt_creator' });
    // Signing in with the Twitch account of someone else while signed in switches to that account.
    const other = await signIn('twitch', { code: await twitchCode(w, 'streamer_one') }, twitch.key);
    expect(other.json().user.username).toBe('streamer_one');
  });

  it('answers the same broadcaster to two first sign-ins racing each other', async () => {
    const codes = [await twitchCode(w, 'racer_one'), await twitchCode(w, 'racer_one')];
    const answers = await Promise.all(codes.map((code) => signIn('twitch', { code })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json().user.id).toBe(answers[1].json().user.id);
    const rows = await w.t.db.query("SELECT id FROM users WHERE username LIKE 'racer_one%'");
    expect(rows).toHaveLength(1);
  });

  it('applies a campaign invite key with the existing group its label names, and a team invite key', async () => {
    const [campaign] = await w.t.db.query<{ id: number }>(
      "INSERT INTO campaigns (slug, name, start_date) VALUES ('spring-push', 'Spring Push', now() - interval '1 day') RETURNING id",
    );
    const [team] = await w.t.db.query<{ id: number }>("INSERT INTO teams (name) VALUES ('Acme') RETURNING id");
    await w.t.db.query("INSERT INTO invite_links (key, campaign_id, expires_at) VALUES ('camp-key', $1, now() + interval '7 days')", [
      campaign.id,
    ]);
    await w.t.db.query("INSERT INTO invite_links (key, team_id, expires_at) VALUES ('team-key', $1, now() + interval '7 days')", [team.id]);
    await w.t.db.query("INSERT INTO labels (campaign_id, name) VALUES ($1, 'VIP')", [campaign.id]);
    const res = await signIn('twitch', {
      code: await twitchCode(w, 'nightowl_gg'),
      provider: 'twitch',
      campaignInviteKey: 'camp-key',
      teamInviteKey: 'team-key',
      label: 'VIP',
    });
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().user.id;
    const statuses = await w.t.db.query<{ status: string }>(
      'SELECT status FROM campaign_statuses WHERE broadcaster_id = $1 AND campaign_id = $2',
      [userId, campaign.id],
    );
    expect(statuses).toEqual([{ status: 'Pending' }]);
    const labels = await w.t.db.query<{ name: string }>(
      'SELECT l.name FROM labels l JOIN label_broadcasters lb ON lb.label_id = l.id WHERE lb.broadcaster_id = $1',
      [userId],
    );
    expect(labels).toEqual([{ name: 'VIP' }]);
    // A label the campaign does not have is not made from the request (decision 231).
    const other = await signIn('twitch', {
      code: await twitchCode(w, 'group_maker'),
      campaignInviteKey: 'camp-key',
      label: 'My Own Group',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await w.t.db.query('SELECT name FROM labels WHERE campaign_id = $1', [campaign.id])).toEqual([{ name: 'VIP' }]);
    const members = await w.t.db.query<{ status: string }>('SELECT status FROM team_memberships WHERE broadcaster_id = $1', [userId]);
    expect(members).toEqual([{ status: 'Active' }]);
  });

  it('refuses a bad, used or misdirected code with 400 and writes nothing', async () => {
    const used = await twitchCode(w, 'streamer_one');
    expect((await signIn('twitch', { code: used })).statusCode).toBe(200);
    const before = await writeCounts(w);
    for (const code of ['not-a-real-code', used]) {
      const res = await signIn('twitch', { code, campaignInviteKey: 'camp-key' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_CODE);
    }
    // A YouTube code is no Twitch code.
    const res = await signIn('twitch', { code: await youtubeCode(w, 'yt_creator') });
    expect(res.json()).toEqual(INVALID_CODE);
    // An over-long code is refused by the schema before any provider call (decision 240).
    const long = await signIn('twitch', { code: 'x'.repeat(5000), campaignInviteKey: 'camp-key' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: ['Must be no more than 512 characters'] });
    expect(await writeCounts(w)).toEqual(before);
  });

  it('refuses to sign in an account linked to a manager', async () => {
    const manager = await createManager(w.t.db, { email: 'boss@example.com' });
    await w.t.db.query(
      "INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, 'boss_stream')",
      [manager.id, standInAccountId('twitch', 'boss_stream')],
    );
    const before = await writeCounts(w);
    const res = await signIn('twitch', { code: await twitchCode(w, 'boss_stream') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Manager accounts sign in with their email and password.'] });
    expect(await writeCounts(w)).toEqual(before);
  });

  it('never creates a manager or an admin, whatever the body says', async () => {
    const res = await signIn('twitch', { code: await twitchCode(w, 'fresh_face'), user_type: 2, is_admin: true, permissions_users: 0 });
    expect(res.json().user).toMatchObject({ username: 'fresh_face', user_type: 3, is_admin: false, permissions_users: 2 });
  });

  it('answers 400, never 5xx, when the provider is down, and writes nothing', async () => {
    const down = await appWithProvidersDown(w);
    try {
      const before = await writeCounts(w);
      for (const provider of ['twitch', 'youtube']) {
        const res = await send(down, 'POST', `/api/v1/users/${provider}/`, { code: 'abc', campaignInviteKey: 'camp-key' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(INVALID_CODE);
      }
      expect(await writeCounts(w)).toEqual(before);
    } finally {
      await down.close();
    }
  });

  it('answers 404 for providers other than twitch and youtube', async () => {
    for (const provider of ['discord', 'twitter', 'facebook', 'TWITCH']) {
      const res = await signIn(provider, { code: 'abc' });
      expect(res.statusCode, provider).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers bad input with DRF-shaped 4xx and writes nothing', async () => {
    const before = await writeCounts(w);
    const cases = [
      { payload: '{"code": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'code=abc', type: 'text/plain', status: 415 },
      { payload: JSON.stringify([1, 2]), type: 'application/json', status: 400 },
      { payload: JSON.stringify({ code: 'x'.repeat(2_000_000) }), type: 'application/json', status: 413 },
    ];
    for (const c of cases) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/twitch/',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode, c.payload.slice(0, 30)).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    expect((await signIn('twitch', {})).json()).toEqual({ code: ['Required Field'] });
    expect((await signIn('youtube', { code: '   ' })).json()).toEqual({ code: ['Required Field'] });
    expect((await signIn('twitch', { code: 5 })).json()).toEqual({ code: ['Incorrect type.'] });
    expect((await signIn('twitch', { code: 'a', campaignInviteKey: 7, label: [] })).json()).toEqual({
      campaignInviteKey: ['Incorrect type.'],
      label: ['Incorrect type.'],
    });
    expect(await writeCounts(w)).toEqual(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await send(w.t.app, 'GET', '/api/v1/schema/')).json();
    expect(doc.paths['/api/v1/users/twitch/'].post.tags).toEqual(['oauth']);
    expect(doc.paths['/api/v1/users/youtube/'].post.requestBody).toBeDefined();
  });
});
