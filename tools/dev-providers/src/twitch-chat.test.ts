import { describe, expect, it } from 'vitest';
import { demoChatbotToken } from './demo-chatbots.ts';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form } from './test-support.ts';

async function world() {
  const app = buildDevProviders();
  const token = async (login: string) =>
    (await app.inject({ method: 'POST', url: `/twitch/_dev/chat-token/${login}` })).json() as { access_token: string; user_id: string };
  const appToken = (
    await app.inject({
      method: 'POST',
      url: '/twitch/oauth2/token',
      headers: FORM,
      payload: form({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'client_credentials' }),
    })
  ).json().access_token as string;
  const auth = (t: string) => ({ authorization: `Bearer ${t}`, 'client-id': CLIENT_ID });
  return { app, token, appToken, auth };
}

describe('Twitch chat stand-in', () => {
  it('posts chat messages as the token user or with an app token, and lists bot lines per channel', async () => {
    const { app, token, appToken, auth } = await world();
    const bot = await token('some_bot');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/twitch/helix/chat/messages',
          payload: { broadcaster_id: '1001', sender_id: bot.user_id, message: 'hi' },
        })
      ).statusCode,
    ).toBe(401);
    const ok = await app.inject({
      method: 'POST',
      url: '/twitch/helix/chat/messages',
      headers: auth(bot.access_token),
      payload: { broadcaster_id: '1001', sender_id: bot.user_id, message: 'hi' },
    });
    expect(ok.json().data[0]).toMatchObject({ is_sent: true, drop_reason: null });
    const other = await app.inject({
      method: 'POST',
      url: '/twitch/helix/chat/messages',
      headers: auth(bot.access_token),
      payload: { broadcaster_id: '1001', sender_id: '1002', message: 'hi' },
    });
    expect(other.statusCode).toBe(403);
    const asApp = await app.inject({
      method: 'POST',
      url: '/twitch/helix/chat/messages',
      headers: auth(appToken),
      payload: { broadcaster_id: '1001', sender_id: '1002', message: 'x'.repeat(501) },
    });
    expect(asApp.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/twitch/_dev/chat/streamer_one', payload: { user: 'viewer', text: 'typed, not a bot line' } });
    const lines = (await app.inject({ method: 'GET', url: '/twitch/_dev/chat/streamer_one' })).json().messages;
    expect(lines.map((l: { sender_login: string; text: string }) => [l.sender_login, l.text])).toEqual([['some_bot', 'hi']]);
  });

  it('answers moderators and moderated channels to the right tokens', async () => {
    const { app, token, auth } = await world();
    const bot = await token('mod_bot');
    const caster = await token('streamer_two');
    await app.inject({ method: 'POST', url: '/twitch/_dev/mods/streamer_two', payload: { user: 'mod_bot', mod: true } });
    const channels = await app.inject({
      method: 'GET',
      url: `/twitch/helix/moderation/channels?user_id=${bot.user_id}`,
      headers: auth(bot.access_token),
    });
    expect(channels.json().data).toEqual([{ broadcaster_id: '1002', broadcaster_login: 'streamer_two', broadcaster_name: 'Streamer_Two' }]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/twitch/helix/moderation/channels?user_id=${bot.user_id}`,
          headers: auth(caster.access_token),
        })
      ).statusCode,
    ).toBe(401);
    const mods = await app.inject({
      method: 'GET',
      url: `/twitch/helix/moderation/moderators?broadcaster_id=1002&user_id=${bot.user_id}`,
      headers: auth(caster.access_token),
    });
    expect(mods.json().data).toEqual([{ user_id: bot.user_id, user_login: 'mod_bot', user_name: 'mod_bot' }]);
    await app.inject({ method: 'POST', url: '/twitch/_dev/mods/streamer_two', payload: { user: 'mod_bot', mod: false } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/twitch/helix/moderation/moderators?broadcaster_id=1002',
          headers: auth(caster.access_token),
        })
      ).json().data,
    ).toEqual([]);
  });

  it("accepts the demo chatbots' tokens and a channel it knows only by the id given with the moderator control", async () => {
    const { app, auth } = await world();
    const made = await app.inject({
      method: 'POST',
      url: '/twitch/_dev/mods/pixel_paula',
      payload: { user: 'nebula_bot', mod: true, channel_id: '1101' },
    });
    expect(made.json()).toEqual({ channel: 'pixel_paula', user: 'nebula_bot', mod: true });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/twitch/_dev/mods/pixel_paula',
          payload: { user: 'nebula_bot', mod: true, channel_id: 'x1' },
        })
      ).statusCode,
    ).toBe(400);
    const channels = await app.inject({
      method: 'GET',
      url: '/twitch/helix/moderation/channels?user_id=1901',
      headers: auth(demoChatbotToken('1901')),
    });
    expect(channels.json().data).toEqual([{ broadcaster_id: '1101', broadcaster_login: 'pixel_paula', broadcaster_name: 'pixel_paula' }]);
    expect(
      (await app.inject({ method: 'GET', url: '/twitch/helix/moderation/channels?user_id=1901', headers: auth(demoChatbotToken('1902')) }))
        .statusCode,
    ).toBe(401);
  });

  it('needs an app token for webhook subscriptions and marks an unverified callback failed', async () => {
    const { app, token, appToken, auth } = await world();
    const bot = await token('sub_bot');
    const body = {
      type: 'channel.chat.message',
      version: '1',
      condition: { broadcaster_user_id: '1001', user_id: bot.user_id },
      transport: { method: 'webhook', callback: 'http://127.0.0.1:9/none', secret: 'a-long-secret' },
    };
    expect(
      (await app.inject({ method: 'POST', url: '/twitch/helix/eventsub/subscriptions', headers: auth(bot.access_token), payload: body }))
        .statusCode,
    ).toBe(403);
    const made = await app.inject({ method: 'POST', url: '/twitch/helix/eventsub/subscriptions', headers: auth(appToken), payload: body });
    expect(made.statusCode).toBe(202);
    expect(made.json().data[0]).toMatchObject({ status: 'webhook_callback_verification_failed', type: 'channel.chat.message' });
    const list = await app.inject({ method: 'GET', url: '/twitch/helix/eventsub/subscriptions', headers: auth(appToken) });
    expect(list.json().total).toBe(1);
  });
});
