import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Spec 02 §2 Chatbot messages page, §9 default interval 1200 s; contract 3; decision 450.
const API = 'https://api.example.test';
let t: TestApp;
let scene: RoleScene;

interface ComponentSeed {
  campaignId?: number;
  type?: string;
  ready?: boolean;
  deleted?: boolean;
  end?: Date | null;
  versions?: Array<{ message: string; link?: string | null; config?: Record<string, unknown> }>;
}

async function component(name: string, seed: ComponentSeed = {}): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO components (campaign_id, type, name, is_ready, is_deleted, end_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [
      seed.campaignId ?? scene.campaignA.id,
      seed.type ?? 'twitch-chat-bot',
      name,
      seed.ready ?? true,
      seed.deleted ?? false,
      seed.end ?? null,
    ],
  );
  let sequence = 0;
  for (const v of seed.versions ?? [{ message: `${name} says hi` }]) {
    sequence += 1;
    await t.db.query(
      'INSERT INTO component_versions (component_id, content_id, sequence_number, message, link, config) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, `${name}-${sequence}`, sequence, v.message, v.link ?? null, JSON.stringify(v.config ?? {})],
    );
  }
  return id;
}

async function label(campaignId: number, componentId: number, broadcasterIds: number[]): Promise<void> {
  const [{ id }] = await t.db.query<{ id: number }>("INSERT INTO labels (campaign_id, name) VALUES ($1, 'Group') RETURNING id", [
    campaignId,
  ]);
  await t.db.query('INSERT INTO label_components (label_id, component_id) VALUES ($1, $2)', [id, componentId]);
  for (const b of broadcasterIds) await t.db.query('INSERT INTO label_broadcasters (label_id, broadcaster_id) VALUES ($1, $2)', [id, b]);
}

const list = async (token: string) =>
  (await send(t.app, 'GET', '/api/v1/broadcaster-chatbot-messages/', undefined, token)).json() as Array<Record<string, unknown>>;

const ids: Record<string, number> = {};
const nextPost = daysFromNow(0.01);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_API_URL: API });
  scene = await createRoleScene(t.db, 'bcm');
  const { broadcaster, otherBroadcaster } = scene.users;
  ids.post = await component('Hourly post', {
    versions: [
      { message: 'Old text {{link}}', link: 'https://old.example.com', config: { message_interval: 60 } },
      { message: 'Play {{link}} now, {{link}}!', link: 'https://brand.example.com', config: { message_interval: 600 } },
    ],
  });
  await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5)', [
    'bcmkey1',
    broadcaster.id,
    scene.campaignA.id,
    ids.post,
    'https://brand.example.com',
  ]);
  await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5)', [
    'bcmother',
    otherBroadcaster.id,
    scene.campaignA.id,
    ids.post,
    'https://brand.example.com',
  ]);
  await t.db.query('INSERT INTO chatbot_schedule (component_id, broadcaster_id, next_post) VALUES ($1, $2, $3)', [
    ids.post,
    broadcaster.id,
    nextPost,
  ]);
  // Their channel is live with chat moving: the post goes out at its time (decision 704).
  await t.db.query(
    "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 'bcm', 30)",
    [broadcaster.id],
  );
  await t.db.query('INSERT INTO chatbot_chat_activity (broadcaster_id, human_messages) VALUES ($1, 25)', [broadcaster.id]);
  ids.command = await component('Command', {
    type: 'twitch-chat-bot-command',
    versions: [{ message: 'Shop at {{link}}', link: 'https://shop.example.com', config: { command: '!shop' } }],
  });
  ids.grouped = await component('For my group', { versions: [{ message: 'Group text', config: { message_interval: '900' } }] });
  await label(scene.campaignA.id, ids.grouped, [broadcaster.id]);
  ids.otherGroup = await component('For another group');
  await label(scene.campaignA.id, ids.otherGroup, [otherBroadcaster.id]);
  await component('Not ready', { ready: false });
  await component('Deleted', { deleted: true });
  await component('Ended', { end: daysFromNow(-1) });
  ids.later = await component('Ends later', { end: daysFromNow(1) });
  await component('Graphic', { type: 'live-graphics' });
  await component('Other campaign', { campaignId: scene.campaignB.id });
  const pending = await insertCampaign(t.db, { slug: 'bcm-pending', teamId: scene.teamA });
  await setCampaignStatus(t.db, pending, broadcaster.id, 'Pending');
  await component('Pending campaign', { campaignId: pending });
  const over = await insertCampaign(t.db, { slug: 'bcm-over', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-2) });
  await setCampaignStatus(t.db, over, broadcaster.id, 'Active');
  await component('Campaign over', { campaignId: over });
});
afterAll(() => t.close());

describe('GET broadcaster-chatbot-messages/', () => {
  it('answers broadcasters only (managers 403, anonymous 401)', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/broadcaster-chatbot-messages/')).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
  });

  it('lists the chat bot components that reach them, with the active message, tracked link, interval and next post', async () => {
    const messages = await list(scene.users.broadcaster.token);
    expect(messages.map((m) => m.component)).toEqual(['Command', 'Ends later', 'For my group', 'Hourly post']);
    const base = { campaign: scene.campaignA.slug, campaign_name: 'bcm Campaign A' };
    expect(messages[3]).toEqual({
      ...base,
      component_id: ids.post,
      component: 'Hourly post',
      type: 'twitch-chat-bot',
      command: null,
      message: `Play ${API}/l/bcmkey1 now, ${API}/l/bcmkey1!`,
      message_interval: 600,
      next_post: nextPost.toISOString(),
      waiting_for: null,
      chat_lines: 20,
    });
    expect(messages[0]).toEqual({
      ...base,
      component_id: ids.command,
      component: 'Command',
      type: 'twitch-chat-bot-command',
      command: '!shop',
      message: 'Shop at https://shop.example.com',
      message_interval: 1200,
      next_post: null,
      waiting_for: null,
      chat_lines: 20,
    });
    expect(messages[2]).toMatchObject({ component_id: ids.grouped, message: 'Group text', message_interval: 900 });
  });

  it('another broadcaster sees only what reaches them, with their own tracked link', async () => {
    const messages = await list(scene.users.otherBroadcaster.token);
    expect(messages.map((m) => m.component)).toEqual(['Other campaign']);
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.otherBroadcaster.id, 'Active');
    const now = await list(scene.users.otherBroadcaster.token);
    expect(now.map((m) => m.component)).toEqual(['Command', 'Ends later', 'For another group', 'Hourly post', 'Other campaign']);
    expect(now.find((m) => m.component === 'Hourly post')).toMatchObject({
      message: `Play ${API}/l/bcmother now, ${API}/l/bcmother!`,
      next_post: null,
    });
  });

  it('a deactivated broadcaster has none from that campaign', async () => {
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.otherBroadcaster.id, 'Deactivated');
    expect((await list(scene.users.otherBroadcaster.token)).map((m) => m.component)).toEqual(['Other campaign']);
  });
});
