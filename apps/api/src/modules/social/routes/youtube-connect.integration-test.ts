import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import {
  appWithProvidersDown,
  createBroadcaster,
  startOAuthWorld,
  writeCounts,
  youtubeCode,
  type OAuthWorld,
} from './oauth-test-support.ts';

// Issue 26 item 5: Connect YouTube on the profile signed speedrun_sam in as lets_play_lena.
// Decision 701: POST youtube/connect/ links the channel to the signed-in broadcaster who started
// the connect, or refuses a channel another broadcaster has; it never signs anyone in.
const TAKEN = {
  non_field_errors: [
    'This YouTube channel is already connected to another Advocate broadcaster. Sign in with it, or choose another channel.',
  ],
};

describe('POST /api/v1/youtube/connect/', () => {
  let w: OAuthWorld;
  let scene: RoleScene;
  let sam: { id: number; token: string };
  const connect = (body: unknown, token?: string) => send(w.t.app, 'POST', '/api/v1/youtube/connect/', body, token);
  const platformsOf = async (id: number) =>
    (
      await w.t.db.query<{ provider: string; login: string }>(
        'SELECT provider, login FROM social_accounts WHERE user_id = $1 ORDER BY provider',
        [id],
      )
    ).map((r) => `${r.provider}:${r.login}`);

  beforeAll(async () => {
    w = await startOAuthWorld();
    scene = await createRoleScene(w.t.db, 'ytc', { campaigns: false });
    sam = await createBroadcaster(w, 'speedrun_sam');
    await w.t.db.query(
      "INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', '1004', 'speedrun_sam')",
      [sam.id],
    );
    // lets_play_lena signs up with her YouTube channel.
    const lena = await send(w.t.app, 'POST', '/api/v1/users/youtube/', {
      code: await youtubeCode(w, 'lets_play_lena'),
      provider: 'youtube',
    });
    expect(lena.statusCode, lena.body).toBe(200);
  }, 60_000);
  afterAll(() => w?.close());

  it('by caller: broadcasters connect their own; managers 403; anonymous 401', async () => {
    const result = await statusByCaller(scene.users, async (token, caller) =>
      connect(
        { code: await youtubeCode(w, `ytc_${caller}`.toLowerCase()), started_by: caller === 'anonymous' ? 'x' : scene.users[caller].login },
        token,
      ),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    expect(await platformsOf(scene.users.broadcaster.id)).toContain('youtube:ytc_broadcaster');
    expect(await platformsOf(scene.users.otherBroadcaster.id)).toContain('youtube:ytc_otherbroadcaster');
    expect(await platformsOf(scene.users.editor.id)).toEqual([]);
  });

  it("refuses lets_play_lena's channel to speedrun_sam clearly; sam stays signed in as sam, nothing changes", async () => {
    const before = await writeCounts(w);
    const res = await connect({ code: await youtubeCode(w, 'lets_play_lena'), started_by: 'speedrun_sam' }, sam.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TAKEN);
    expect(await writeCounts(w)).toEqual(before);
    expect(await platformsOf(sam.id)).toEqual(['twitch:speedrun_sam']);
    const me = await send(w.t.app, 'GET', '/api/v1/rest-auth/user/', undefined, sam.token);
    expect(me.json()).toMatchObject({ username: 'speedrun_sam' });
  });

  it('links a free channel to speedrun_sam, issues no sign-in token, and answers sam', async () => {
    const before = await writeCounts(w);
    const res = await connect({ code: await youtubeCode(w, 'yt_creator'), started_by: 'speedrun_sam' }, sam.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sam.id, username: 'speedrun_sam', platforms: ['twitch', 'youtube'], youtube: 'yt_creator' });
    expect(res.json().key).toBeUndefined();
    expect(await writeCounts(w)).toEqual({ ...before, social_accounts: before.social_accounts + 1 });
    // Connecting it again refreshes it.
    expect((await connect({ code: await youtubeCode(w, 'yt_creator'), started_by: 'speedrun_sam' }, sam.token)).statusCode).toBe(200);
    expect(await platformsOf(sam.id)).toEqual(['twitch:speedrun_sam', 'youtube:yt_creator']);
  });

  it('refuses a connect started by someone else than the signed-in broadcaster (the state is theirs)', async () => {
    const before = await writeCounts(w);
    const res = await connect({ code: await youtubeCode(w, 'ytc_stolen'), started_by: 'lets_play_lena' }, sam.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['The sign-in request could not be verified. Please try again.'] });
    expect(await writeCounts(w)).toEqual(before);
  });

  it('answers 400 for empty fields, a bad code or Google down, and writes nothing', async () => {
    const before = await writeCounts(w);
    expect((await connect({ code: ' ', started_by: '' }, sam.token)).json()).toEqual({
      code: ['Required Field'],
      started_by: ['Required Field'],
    });
    const bad = await connect({ code: 'not-a-code', started_by: 'speedrun_sam' }, sam.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ non_field_errors: ['Could not connect this account. Please try again.'] });
    const down = await appWithProvidersDown(w);
    try {
      const res = await down.inject({
        method: 'POST',
        url: '/api/v1/youtube/connect/',
        headers: { authorization: `Token ${sam.token}` },
        payload: { code: 'abc', started_by: 'speedrun_sam' },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await down.close();
    }
    expect(await writeCounts(w)).toEqual(before);
  });
});
