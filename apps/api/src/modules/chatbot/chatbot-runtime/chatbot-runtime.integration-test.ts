import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQueuedPosts } from '../repositories/chatbot-posts-repository.ts';
import { ensureChatSubscriptions } from './chat-subscriptions.ts';
import {
  botLines,
  chatCampaign,
  chatComponent,
  chatLines,
  dev,
  fakeJob,
  startChatWorld,
  trackingLink,
  twitchBroadcaster,
  type ChatWorld,
} from './chatbot-test-support.ts';
import { checkModStatuses } from './mod-status.ts';
import { runChatbotPosts, runQueuedChatbotPosts } from './post-loop.ts';

// Issue 8 Chatbot: timed posts (interval + live + 20 human lines), commands (once per 30 s),
// EventSub subscriptions, moderator status, queued posts, revoked tokens; decisions 530-535.
describe('the chatbot runtime against the Twitch stand-in', () => {
  let w: ChatWorld;
  let one: number;
  let two: number;
  let campaignA: number;
  let campaignB: number;
  let postA: number;
  let botB: number;

  const run = () => runChatbotPosts(w.ctx, {}, fakeJob);
  const posts = () =>
    w.t.db.query<{ channel: string; succeeded: boolean; error: string | null; component_id: number | null }>(
      'SELECT channel, succeeded, error, component_id FROM chatbot_posts ORDER BY id',
    );
  const schedule = () =>
    w.t.db.query<{ broadcaster_id: number; next_post: Date }>(
      'SELECT broadcaster_id, next_post FROM chatbot_schedule ORDER BY broadcaster_id',
    );
  const api = () => w.ctx.config.PUBLIC_API_URL;

  beforeAll(async () => {
    w = await startChatWorld();
    const db = w.t.db;
    one = await twitchBroadcaster(db, 'cb_one', 'streamer_one', '1001');
    two = await twitchBroadcaster(db, 'cb_two', 'streamer_two', '1002');
    campaignA = await chatCampaign(db, 'cb-a', [one]);
    campaignB = await chatCampaign(db, 'cb-b', [two]);
    postA = await chatComponent(db, campaignA, 'twitch-chat-bot', 'Grab yours at {{link}} !', { message_interval: 60 });
    await trackingLink(db, 'cbA001', one, campaignA, postA);
    const command = await chatComponent(db, campaignA, 'twitch-chat-bot-command', 'Nova: {{link}}', { command: 'nova' });
    await trackingLink(db, 'cbA002', one, campaignA, command);
    await chatComponent(db, campaignB, 'twitch-chat-bot', 'Campaign B says hi', { message_interval: 60 });
    // Campaign B posts as its own chatbot, with a user token from the stand-in.
    const token = await dev(w.providers, 'POST', '/twitch/_dev/chat-token/cb_bot');
    [{ id: botB }] = await db.query<{ id: number }>(
      `INSERT INTO chatbot_accounts (twitch_user_id, login, access_token, refresh_token, token_expires_at) VALUES ($1, 'cb_bot', $2, $3, now() + interval '4 hours') RETURNING id`,
      [token.user_id, token.access_token, token.refresh_token],
    );
    await db.query('UPDATE campaigns SET twitch_chatbot_account_id = $2 WHERE id = $1', [campaignB, botB]);
  });
  afterAll(() => w.close());

  it('subscribes each reached channel to chat, once, verified through the EventSub route', async () => {
    expect(await ensureChatSubscriptions(w.ctx)).toBe(2);
    const subs = await w.t.db.query<{ broadcaster_twitch_id: string; status: string }>(
      'SELECT broadcaster_twitch_id, status FROM chatbot_eventsub_subscriptions ORDER BY broadcaster_twitch_id',
    );
    expect(subs).toEqual([
      { broadcaster_twitch_id: '1001', status: 'enabled' },
      { broadcaster_twitch_id: '1002', status: 'enabled' },
    ]);
    // The default chatbot's Twitch id was looked up by its login.
    const [advogg] = await w.t.db.query<{ twitch_user_id: string | null }>(
      "SELECT twitch_user_id FROM chatbot_accounts WHERE login = 'advogg'",
    );
    expect(advogg.twitch_user_id).toMatch(/^\d+$/);
    expect(await ensureChatSubscriptions(w.ctx)).toBe(0);
  });

  it('schedules each post one interval after it reaches the channel', async () => {
    await run();
    expect((await schedule()).map((s) => [s.broadcaster_id, new Date(s.next_post).getTime()])).toEqual([
      [one, w.clock.now.getTime() + 60_000],
      [two, w.clock.now.getTime() + 60_000],
    ]);
    expect(await posts()).toEqual([]);
  });

  it('posts once at its interval, not before, when live and after 20 human chat lines', async () => {
    await dev(w.providers, 'POST', '/twitch/_dev/streams/streamer_one', { live: true, viewers: 40 });
    await chatLines(w.providers, 'streamer_one', 19);
    // Bots do not count.
    await dev(w.providers, 'POST', '/twitch/_dev/chat/streamer_one', { user: 'nightbot', text: 'Follow the rules' });
    w.clock.advance(61);
    await run();
    expect(await botLines(w.providers, 'streamer_one')).toEqual([]);
    await chatLines(w.providers, 'streamer_one', 1, 'late');

    w.clock.advance(-2);
    await run();
    expect(await botLines(w.providers, 'streamer_one')).toEqual([]);
    w.clock.advance(2);
    await run();
    expect(await botLines(w.providers, 'streamer_one')).toEqual([
      {
        sender_login: 'advogg',
        text: `Grab yours at ${api()}/l/cbA001 !`,
        message_id: expect.any(String),
        sender_id: expect.any(String),
        sent_at: expect.any(String),
      },
    ]);
    expect(await posts()).toEqual([{ channel: 'streamer_one', succeeded: true, error: null, component_id: postA }]);
    // streamer_two is offline with a quiet chat: nothing there.
    expect(await botLines(w.providers, 'streamer_two')).toEqual([]);

    // The next interval passes, but chat has not moved on (the bot's own line does not count).
    w.clock.advance(61);
    await run();
    expect(await botLines(w.providers, 'streamer_one')).toHaveLength(1);
    await chatLines(w.providers, 'streamer_one', 20);
    await run();
    expect(await botLines(w.providers, 'streamer_one')).toHaveLength(2);
  });

  it('answers a chat command at most once per 30 seconds per channel', async () => {
    const before = (await botLines(w.providers, 'streamer_one')).length;
    await dev(w.providers, 'POST', '/twitch/_dev/chat/streamer_one', { user: 'fan_a', text: '!NOVA' });
    let lines = await botLines(w.providers, 'streamer_one');
    expect(lines.slice(before).map((l) => l.text)).toEqual([`Nova: ${api()}/l/cbA002`]);
    w.clock.advance(29);
    await dev(w.providers, 'POST', '/twitch/_dev/chat/streamer_one', { user: 'fan_b', text: '!nova' });
    expect(await botLines(w.providers, 'streamer_one')).toHaveLength(before + 1);
    w.clock.advance(1);
    await dev(w.providers, 'POST', '/twitch/_dev/chat/streamer_one', { user: 'fan_b', text: '!nova now' });
    lines = await botLines(w.providers, 'streamer_one');
    expect(lines).toHaveLength(before + 2);
    // A line that is not the command is not answered.
    await dev(w.providers, 'POST', '/twitch/_dev/chat/streamer_one', { user: 'fan_c', text: 'what is !nova' });
    expect(await botLines(w.providers, 'streamer_one')).toHaveLength(before + 2);
  });

  it('stores the chatbot moderator status per channel', async () => {
    const ownToken = await dev(w.providers, 'POST', '/twitch/_dev/chat-token/streamer_one');
    await w.t.db.query("UPDATE social_accounts SET access_token = $2 WHERE user_id = $1 AND provider = 'twitch'", [
      one,
      ownToken.access_token,
    ]);
    await dev(w.providers, 'POST', '/twitch/_dev/mods/streamer_one', { user: 'advogg', mod: true });
    expect([...(await checkModStatuses(w.ctx, campaignA))]).toEqual([[one, 'Modded']]);
    await dev(w.providers, 'POST', '/twitch/_dev/mods/streamer_one', { user: 'advogg', mod: false });
    expect([...(await checkModStatuses(w.ctx, campaignA))]).toEqual([[one, 'Not Modded']]);
    // Campaign B's chatbot asks with its own token.
    expect([...(await checkModStatuses(w.ctx, campaignB))]).toEqual([[two, 'Not Modded']]);
    await dev(w.providers, 'POST', '/twitch/_dev/mods/streamer_two', { user: 'cb_bot', mod: true });
    expect([...(await checkModStatuses(w.ctx, campaignB))]).toEqual([[two, 'Modded']]);
    // No token to ask with: Can't Connect.
    await w.t.db.query("UPDATE social_accounts SET access_token = NULL WHERE user_id = $1 AND provider = 'twitch'", [one]);
    expect([...(await checkModStatuses(w.ctx, campaignA))]).toEqual([[one, "Can't Connect"]]);
    const stored = await w.t.db.query(
      'SELECT campaign_id, broadcaster_id, status, mod_channel FROM chatbot_mod_statuses ORDER BY campaign_id',
    );
    expect(stored).toEqual([
      { campaign_id: campaignA, broadcaster_id: one, status: "Can't Connect", mod_channel: 'streamer_one' },
      { campaign_id: campaignB, broadcaster_id: two, status: 'Modded', mod_channel: 'streamer_two' },
    ]);
  });

  it('refreshes an expired chatbot token before posting', async () => {
    await w.t.db.query("UPDATE chatbot_accounts SET token_expires_at = now() - interval '1 minute' WHERE id = $1", [botB]);
    const [old] = await w.t.db.query<{ access_token: string }>('SELECT access_token FROM chatbot_accounts WHERE id = $1', [botB]);
    await w.t.db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1::timestamptz - interval '1 minute', $2, 'twitch', 's2', 5)",
      [w.clock.now, two],
    );
    await chatLines(w.providers, 'streamer_two', 20);
    w.clock.advance(400);
    await w.t.db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1::timestamptz - interval '1 minute', $2, 'twitch', 's2', 5)",
      [w.clock.now, two],
    );
    await run();
    expect((await botLines(w.providers, 'streamer_two')).map((l) => [l.sender_login, l.text])).toEqual([['cb_bot', 'Campaign B says hi']]);
    const [fresh] = await w.t.db.query<{ access_token: string; connection: string | null }>(
      'SELECT access_token, connection FROM chatbot_accounts WHERE id = $1',
      [botB],
    );
    expect(fresh.access_token).not.toBe(old.access_token);
    expect(fresh.connection).toBe('up');
  });

  it('marks the connection down when the token is revoked, and goes on with the other channels', async () => {
    const [bot] = await w.t.db.query<{ access_token: string }>('SELECT access_token FROM chatbot_accounts WHERE id = $1', [botB]);
    const revoke = await fetch(`${w.providers.url}/twitch/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'advocate-local', token: bot.access_token }).toString(),
    });
    expect(revoke.status).toBe(200);
    await w.t.db.query("UPDATE chatbot_accounts SET refresh_token = 'revoked-refresh-token' WHERE id = $1", [botB]);
    await chatLines(w.providers, 'streamer_two', 20);
    await chatLines(w.providers, 'streamer_one', 20);
    w.clock.advance(61);
    await w.t.db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1::timestamptz - interval '1 minute', $2, 'twitch', 's2', 5)",
      [w.clock.now, two],
    );
    const oneBefore = (await botLines(w.providers, 'streamer_one')).length;
    await expect(run()).resolves.toBeUndefined();
    expect(await botLines(w.providers, 'streamer_two')).toHaveLength(1);
    expect(await botLines(w.providers, 'streamer_one')).toHaveLength(oneBefore + 1);
    const failed = (await posts()).filter((p) => !p.succeeded);
    expect(failed).toEqual([
      { channel: 'streamer_two', succeeded: false, error: expect.stringContaining('revoked'), component_id: expect.any(Number) },
    ]);
    const [campaign] = await w.t.db.query<{ twitch_chatbot_connection: string | null }>(
      'SELECT twitch_chatbot_connection FROM campaigns WHERE id = $1',
      [campaignB],
    );
    expect(campaign.twitch_chatbot_connection).toBe('down');
    const [other] = await w.t.db.query<{ twitch_chatbot_connection: string | null }>(
      'SELECT twitch_chatbot_connection FROM campaigns WHERE id = $1',
      [campaignA],
    );
    expect(other.twitch_chatbot_connection).not.toBe('down');
  });

  it('delivers the queued posts of post-chatbot/{target}/ once', async () => {
    await w.t.db.transaction((tx) =>
      insertQueuedPosts(
        tx,
        [{ broadcaster_id: one, channel: 'streamer_one', campaign_id: campaignA, chatbot_account_id: null }],
        'An admin says hello',
        w.clock.now,
      ),
    );
    const before = (await botLines(w.providers, 'streamer_one')).length;
    await runQueuedChatbotPosts(w.ctx, {}, fakeJob);
    await runQueuedChatbotPosts(w.ctx, {}, fakeJob);
    const lines = await botLines(w.providers, 'streamer_one');
    expect(lines.slice(before).map((l) => [l.sender_login, l.text])).toEqual([['advogg', 'An admin says hello']]);
    const [queued] = await w.t.db.query<{ succeeded: boolean; error: string | null }>(
      "SELECT succeeded, error FROM chatbot_posts WHERE message = 'An admin says hello'",
    );
    expect(queued).toEqual({ succeeded: true, error: null });
  });
});
