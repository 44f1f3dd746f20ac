import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSubSignature } from '../chatbot-runtime/signature.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createBroadcaster } from '../../../testing/domain-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const SECRET = 'eventsub-test-secret-123';
const URL = '/api/v1/twitch/eventsub/';

// Issue 8 Chatbot: chat intake over EventSub webhooks; decision 531.
describe('POST twitch/eventsub/', () => {
  let t: TestApp;
  let s: RoleScene;
  let caster: number;
  let seq = 0;

  const chatBody = (messageId: string, chatter = 'viewer_a', chatterId = '77') =>
    JSON.stringify({
      subscription: {
        id: 'sub-1',
        type: 'channel.chat.message',
        version: '1',
        status: 'enabled',
        condition: { broadcaster_user_id: '5551', user_id: '9' },
      },
      event: {
        broadcaster_user_id: '5551',
        broadcaster_user_login: 'es_caster_tw',
        chatter_user_id: chatterId,
        chatter_user_login: chatter,
        message_id: messageId,
        message: { text: 'hello there' },
      },
    });

  const deliver = (body: string, options: { type?: string; id?: string; timestamp?: string; signature?: string; token?: string } = {}) => {
    seq += 1;
    const id = options.id ?? `msg-${seq}`;
    const timestamp = options.timestamp ?? new Date().toISOString();
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json',
        'twitch-eventsub-message-id': id,
        'twitch-eventsub-message-timestamp': timestamp,
        'twitch-eventsub-message-type': options.type ?? 'notification',
        'twitch-eventsub-message-signature': options.signature ?? eventSubSignature(SECRET, id, timestamp, body),
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
      },
      payload: body,
    });
  };
  const count = async () => {
    const rows = await t.db.query<{ human_messages: number }>(
      'SELECT human_messages FROM chatbot_chat_activity WHERE broadcaster_id = $1',
      [caster],
    );
    return rows[0] ? Number(rows[0].human_messages) : 0;
  };

  beforeAll(async () => {
    t = await createTestApp({ TWITCH_EVENTSUB_SECRET: SECRET });
    s = await createRoleScene(t.db, 'es');
    caster = (await createBroadcaster(t.db, 'esub_streamer')).id;
    await t.db.query(
      "INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', '5551', 'es_caster_tw')",
      [caster],
    );
  });
  afterAll(() => t.close());

  it('signs in nobody: every caller without a valid signature gets 403', async () => {
    const body = chatBody('role-check');
    const statuses = await statusByCaller(s.users, (token) => deliver(body, { token, signature: 'sha256=00' }));
    expect(statuses).toEqual({
      anonymous: 403,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    // A valid signature is enough, whoever sends it.
    const signed = await statusByCaller(s.users, (token) => deliver(chatBody(`role-ok-${token ?? 'none'}`), { token }));
    expect(signed).toEqual({
      anonymous: 204,
      admin: 204,
      editor: 204,
      readOnlyManager: 204,
      otherTeamManager: 204,
      brandViewer: 204,
      broadcaster: 204,
      otherBroadcaster: 204,
    });
    expect(await count()).toBe(8);
  });

  it('refuses a bad signature, a missing one, or a message older than 10 minutes', async () => {
    const before = await count();
    const body = chatBody('bad-1');
    expect((await deliver(body, { signature: eventSubSignature('another-secret-xyz', 'x', 'y', body) })).statusCode).toBe(403);
    expect((await deliver(body, { signature: '' })).statusCode).toBe(403);
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    const res = await deliver(chatBody('old-1'), { timestamp: old });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Message too old.' });
    // The body is what was signed: a changed body is refused.
    const id = 'tamper-1';
    const ts = new Date().toISOString();
    const signature = eventSubSignature(SECRET, id, ts, chatBody('tamper'));
    expect((await deliver(chatBody('tamper', 'someone_else'), { id, timestamp: ts, signature })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers the verification challenge as plain text and records the subscription', async () => {
    const body = JSON.stringify({
      challenge: 'pogchamp-kappa-360noscope-vohiyo',
      subscription: {
        id: 'sub-verify',
        type: 'channel.chat.message',
        version: '1',
        status: 'webhook_callback_verification_pending',
        condition: { broadcaster_user_id: '5551', user_id: '9' },
      },
    });
    const res = await deliver(body, { type: 'webhook_callback_verification' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('pogchamp-kappa-360noscope-vohiyo');
    expect(
      await t.db.query('SELECT broadcaster_twitch_id, bot_twitch_id, subscription_id, status FROM chatbot_eventsub_subscriptions'),
    ).toEqual([{ broadcaster_twitch_id: '5551', bot_twitch_id: '9', subscription_id: 'sub-verify', status: 'enabled' }]);
  });

  it('handles a message id once (Twitch retries), and a chat line heard by two chatbots once', async () => {
    const before = await count();
    const body = chatBody('dup-chat');
    expect((await deliver(body, { id: 'dup-1' })).statusCode).toBe(204);
    expect((await deliver(body, { id: 'dup-1' })).statusCode).toBe(204);
    expect(await count()).toBe(before + 1);
    // The same chat line through another chatbot's subscription (another EventSub message id).
    expect((await deliver(body, { id: 'dup-2' })).statusCode).toBe(204);
    expect(await count()).toBe(before + 1);
  });

  it('does not count chat bots', async () => {
    const before = await count();
    await deliver(chatBody('bot-1', 'Nightbot', '19264788'));
    await deliver(chatBody('bot-2', 'advogg', '12345'));
    expect(await count()).toBe(before);
    await deliver(chatBody('person-1', 'a_person', '55'));
    expect(await count()).toBe(before + 1);
  });

  it('acknowledges revocations and unknown channels without counting', async () => {
    const revoked = JSON.stringify({ subscription: { id: 'sub-verify', type: 'channel.chat.message', status: 'authorization_revoked' } });
    expect((await deliver(revoked, { type: 'revocation' })).statusCode).toBe(204);
    expect(await t.db.query('SELECT status FROM chatbot_eventsub_subscriptions')).toEqual([{ status: 'authorization_revoked' }]);
    const elsewhere = chatBody('elsewhere').replace(/5551/g, '999999');
    expect((await deliver(elsewhere)).statusCode).toBe(204);
    expect((await deliver('not json')).statusCode).toBe(400);
  });
});
