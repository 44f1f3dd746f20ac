import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §6 (admins see the chatbot post form), §7 POST post-chatbot/{target}/ with '__ALL_LIVE__'; decision 334.
describe('POST post-chatbot/{campaign|channel}/', () => {
  let t: TestApp;
  let s: RoleScene;

  const twitch = async (userId: number, login: string) =>
    t.db.query("INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $3)", [
      userId,
      `tw-${login}`,
      login,
    ]);
  const live = (userId: number) =>
    t.db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 's', 10)",
      [userId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    s = await createRoleScene(t.db, 'pcb');
    await twitch(s.users.broadcaster.id, 'pcb_caster_tw');
    await twitch(s.users.otherBroadcaster.id, 'pcb_other_tw');
    await live(s.users.broadcaster.id);
    await live(s.users.otherBroadcaster.id);
    // On campaign A, live, but Deactivated: no campaign post.
    const off = await createBroadcaster(t.db, 'pcb_off');
    await twitch(off.id, 'pcb_off_tw');
    await live(off.id);
    await setCampaignStatus(t.db, s.campaignA.id, off.id, 'Deactivated');
    // Active on A, not live.
    const quiet = await createBroadcaster(t.db, 'pcb_quiet');
    await twitch(quiet.id, 'pcb_quiet_tw');
    await setCampaignStatus(t.db, s.campaignA.id, quiet.id, 'Active');
  });
  afterAll(() => t.close());

  const queued = () =>
    t.db.query<{
      channel: string;
      message: string;
      succeeded: boolean;
      error: string | null;
      campaign_id: number | null;
      chatbot: string | null;
    }>(
      `SELECT p.channel, p.message, p.succeeded, p.error, p.campaign_id, a.login AS chatbot
       FROM chatbot_posts p LEFT JOIN chatbot_accounts a ON a.id = p.chatbot_account_id ORDER BY p.id`,
    );
  const post = (target: string, body: unknown, token = s.users.admin.token) =>
    send(t.app, 'POST', `/api/v1/post-chatbot/${target}/`, body, token);

  it('admins only', async () => {
    const expected = {
      anonymous: 401,
      admin: 400,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    // An empty text shows who got past the permission check without queueing anything.
    expect(
      await sameRequestByCaller(t.app, s.users, 'POST', '/api/v1/post-chatbot/campaign/', { campaign: s.campaignA.slug, text: ' ' }),
    ).toEqual(expected);
    expect(
      await sameRequestByCaller(t.app, s.users, 'POST', '/api/v1/post-chatbot/channel/', { broadcaster: 'pcb_caster', text: ' ' }),
    ).toEqual(expected);
    expect(await queued()).toEqual([]);
  });

  it("queues one post per live Active channel of the campaign, with the campaign's chatbot", async () => {
    const res = await post('campaign', { campaign: s.campaignA.slug, text: ' Hello chat! ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ posts: 1 });
    expect(await queued()).toEqual([
      { channel: 'pcb_caster_tw', message: 'Hello chat!', succeeded: false, error: null, campaign_id: s.campaignA.id, chatbot: 'advogg' },
    ]);
  });

  it('posts to every live campaign channel with __ALL_LIVE__', async () => {
    const res = await post('campaign', { campaign: '__ALL_LIVE__', text: 'All of you' });
    expect(res.json()).toEqual({ posts: 2 });
  });

  it('posts to one channel (live or not), or every live channel, as the chosen chatbot', async () => {
    expect((await post('channel', { broadcaster: 'pcb_quiet', text: 'Hi quiet' })).json()).toEqual({ posts: 1 });
    expect((await queued()).at(-1)).toMatchObject({ channel: 'pcb_quiet_tw', campaign_id: null, chatbot: 'advogg' });
    expect((await post('channel', { broadcaster: '__ALL_LIVE__', text: 'Everyone', chatbot_channel: 'advogg' })).json()).toEqual({
      posts: 3,
    });
  });

  it('refuses what it cannot post, queueing nothing', async () => {
    const before = (await queued()).length;
    expect((await post('channel', { broadcaster: 'nobody_here', text: 'x' })).json()).toEqual({
      broadcaster: [messages.selectValidBroadcaster],
    });
    expect((await post('channel', { broadcaster: 'pcb_quiet', text: 'x', chatbot_channel: 'unknown_bot' })).json()).toEqual({
      chatbot_channel: [messages.selectApprovedChatbot],
    });
    expect((await post('campaign', { campaign: s.campaignB.slug, text: 'x' })).statusCode).toBe(200);
    await t.db.query('DELETE FROM viewership_samples');
    expect((await post('campaign', { campaign: s.campaignA.slug, text: 'x' })).json()).toEqual({
      non_field_errors: [messages.noChannelToPost],
    });
    expect((await post('campaign', { campaign: 'no-such-campaign', text: 'x' })).statusCode).toBe(404);
    expect((await post('campaign', { campaign: s.campaignA.slug, text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await queued()).length).toBe(before + 1);
  });
});
