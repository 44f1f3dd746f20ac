import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 Upcoming Chatbot Posts (ascending), §3 Next chatbot post, §6 the admin page; decision 443.
describe('next-chatbot-posts', () => {
  let t: TestApp;
  let scene: RoleScene;
  let botA: number;
  let botB: number;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ncp');
    const comp = async (campaignId: number, name: string, deleted = false) =>
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO components (campaign_id, type, name, is_deleted) VALUES ($1, 'twitch-chat-bot', $2, $3) RETURNING id`,
          [campaignId, name, deleted],
        )
      )[0].id;
    botA = await comp(scene.campaignA.id, 'Bot A');
    botB = await comp(scene.campaignB.id, 'Bot B');
    const gone = await comp(scene.campaignA.id, 'Gone', true);
    const schedule = (component: number, broadcaster: number, at: string) =>
      t.db.query('INSERT INTO chatbot_schedule (component_id, broadcaster_id, next_post) VALUES ($1, $2, $3)', [
        component,
        broadcaster,
        at,
      ]);
    await schedule(botA, scene.users.broadcaster.id, '2030-01-01T12:00:00Z');
    await schedule(botA, scene.users.otherBroadcaster.id, '2030-01-01T10:00:00Z');
    await schedule(botB, scene.users.otherBroadcaster.id, '2030-01-01T11:00:00Z');
    await schedule(gone, scene.users.broadcaster.id, '2030-01-01T09:00:00Z');
    // otherBroadcaster is live with chat moving, so their posts go out at their times; broadcaster is offline (decision 704).
    await t.db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 'ncp', 30)",
      [scene.users.otherBroadcaster.id],
    );
    await t.db.query('INSERT INTO chatbot_chat_activity (broadcaster_id, human_messages) VALUES ($1, 20)', [
      scene.users.otherBroadcaster.id,
    ]);
  });
  afterAll(() => t.close());

  it('with a campaign: managers who see it', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/next-chatbot-posts/?campaign=${scene.campaignA.slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('without a campaign: admins only', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/next-chatbot-posts/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('ascending by next post, then those waiting; deleted components left out', async () => {
    const list = (
      await send(t.app, 'GET', `/api/v1/next-chatbot-posts/?campaign=${scene.campaignA.slug}`, undefined, scene.users.readOnlyManager.token)
    ).json();
    const a = { component: botA, component_name: 'Bot A', campaign: scene.campaignA.slug, campaign_name: 'ncp Campaign A' };
    expect(list).toEqual([
      { username: scene.users.otherBroadcaster.login, next_post: '2030-01-01T10:00:00.000Z', waiting_for: null, chat_lines: 20, ...a },
      { username: scene.users.broadcaster.login, next_post: null, waiting_for: 'live', chat_lines: 0, ...a },
    ]);
    const all = (await send(t.app, 'GET', '/api/v1/next-chatbot-posts/', undefined, scene.users.admin.token)).json();
    expect(all.map((p: { next_post: string | null; component: number }) => [p.next_post?.slice(11, 13) ?? null, p.component])).toEqual([
      ['10', botA],
      ['11', botB],
      [null, botA],
    ]);
  });
});
