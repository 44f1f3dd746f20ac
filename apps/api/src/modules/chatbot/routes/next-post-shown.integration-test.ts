import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue 26 item 5: "next post" times were shown in the past on the studio's /chatbot, the Upcoming
// Chatbot Posts modal and the admin page. Decision 704: a time only when the post will really go out
// then; otherwise what it waits for (the channel going live, 20 chat lines).
describe('the next chatbot post as the consoles show it', () => {
  let t: TestApp;
  let scene: RoleScene;
  let bot = 0;
  const overdue = new Date(Date.now() - 30 * 60_000);

  const setChannel = async (broadcasterId: number, live: boolean, chatLines: number) => {
    await t.db.query('DELETE FROM viewership_samples WHERE broadcaster_id = $1', [broadcasterId]);
    if (live) {
      await t.db.query(
        "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 'nps', 12)",
        [broadcasterId],
      );
    }
    await t.db.query(
      `INSERT INTO chatbot_chat_activity (broadcaster_id, human_messages) VALUES ($1, $2)
       ON CONFLICT (broadcaster_id) DO UPDATE SET human_messages = EXCLUDED.human_messages`,
      [broadcasterId, chatLines],
    );
  };
  const upcoming = async () =>
    (
      await send(t.app, 'GET', `/api/v1/next-chatbot-posts/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json() as Array<{
      username: string;
      next_post: string | null;
      waiting_for: string | null;
      chat_lines: number;
    }>;
  const admin = async () =>
    (await send(t.app, 'GET', '/api/v1/next-chatbot-posts/', undefined, scene.users.admin.token)).json() as Array<{
      component: number;
      next_post: string | null;
      waiting_for: string | null;
    }>;
  const studio = async () =>
    (
      (await send(t.app, 'GET', '/api/v1/broadcaster-chatbot-messages/', undefined, scene.users.broadcaster.token)).json() as Array<{
        component_id: number;
        next_post: string | null;
        waiting_for: string | null;
        chat_lines: number;
      }>
    ).find((m) => m.component_id === bot);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'nps');
    [{ id: bot }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'twitch-chat-bot', 'Overdue bot') RETURNING id`,
      [scene.campaignA.id],
    );
    await t.db.query(
      "INSERT INTO component_versions (component_id, content_id, sequence_number, message, config) VALUES ($1, 'nps1', 1, 'Hello chat', '{}')",
      [bot],
    );
    await t.db.query(
      "INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', '88001', 'nps_channel')",
      [scene.users.broadcaster.id],
    );
    await t.db.query('INSERT INTO chatbot_schedule (component_id, broadcaster_id, next_post) VALUES ($1, $2, $3)', [
      bot,
      scene.users.broadcaster.id,
      overdue,
    ]);
  });
  afterAll(() => t?.close());

  it('an overdue post on an offline channel waits for the channel to go live: no time in the past', async () => {
    await setChannel(scene.users.broadcaster.id, false, 25);
    expect(await upcoming()).toEqual([
      expect.objectContaining({ username: scene.users.broadcaster.login, next_post: null, waiting_for: 'live', chat_lines: 20 }),
    ]);
    expect(await studio()).toMatchObject({ next_post: null, waiting_for: 'live' });
    expect((await admin()).find((p) => p.component === bot)).toMatchObject({ next_post: null, waiting_for: 'live' });
  });

  it('live with a quiet chat: it waits for 20 chat lines and says how many there are', async () => {
    await setChannel(scene.users.broadcaster.id, true, 7);
    expect(await upcoming()).toEqual([expect.objectContaining({ next_post: null, waiting_for: 'chat', chat_lines: 7 })]);
    expect(await studio()).toMatchObject({ next_post: null, waiting_for: 'chat', chat_lines: 7 });
  });

  it('live with 20 chat lines: it posts in the next round, so its time is now, never in the past', async () => {
    await setChannel(scene.users.broadcaster.id, true, 20);
    const before = Date.now();
    const [row] = await upcoming();
    expect(row).toMatchObject({ waiting_for: null, chat_lines: 20 });
    expect(Date.parse(row.next_post as string)).toBeGreaterThanOrEqual(before - 1000);
    const mine = await studio();
    expect(Date.parse(mine?.next_post as string)).toBeGreaterThanOrEqual(before - 1000);
    // A post due later shows its own time.
    const later = new Date(Date.now() + 15 * 60_000);
    await t.db.query('UPDATE chatbot_schedule SET next_post = $2 WHERE component_id = $1', [bot, later]);
    expect((await upcoming())[0].next_post).toBe(later.toISOString());
    expect((await studio())?.next_post).toBe(later.toISOString());
  });
});
