import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Spec 02 §2 Custom links page; contract 3; decision 451.
const API = 'https://api.example.test/';
let t: TestApp;
let scene: RoleScene;

async function component(
  name: string,
  extra: { type?: string; campaignId?: number; deleted?: boolean; end?: Date | null } = {},
): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO components (campaign_id, type, name, is_deleted, end_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [extra.campaignId ?? scene.campaignA.id, extra.type ?? 'custom-link', name, extra.deleted ?? false, extra.end ?? null],
  );
  return id;
}

async function link(
  key: string,
  broadcasterId: number,
  componentId: number | null,
  target: string,
  extra: { campaignId?: number; active?: boolean } = {},
) {
  await t.db.query(
    'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, $6)',
    [key, broadcasterId, extra.campaignId ?? scene.campaignA.id, componentId, target, extra.active ?? true],
  );
}

const list = async (token: string) =>
  (await send(t.app, 'GET', '/api/v1/broadcaster-links/', undefined, token)).json() as Array<Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_API_URL: API });
  scene = await createRoleScene(t.db, 'bln');
  const { broadcaster, otherBroadcaster } = scene.users;
  const shop = await component('Shop link');
  const docs = await component('Docs link');
  await link('blnshop', broadcaster.id, shop, 'https://shop.example.com');
  await link('blndocs', broadcaster.id, docs, 'https://docs.example.com');
  await link('blnothr', otherBroadcaster.id, shop, 'https://shop.example.com');
  await link('blnoff', broadcaster.id, await component('Inactive link'), 'https://off.example.com', { active: false });
  await link('blndel', broadcaster.id, await component('Deleted link', { deleted: true }), 'https://del.example.com');
  await link('blnend', broadcaster.id, await component('Ended link', { end: daysFromNow(-1) }), 'https://end.example.com');
  await link('blnbanner', broadcaster.id, await component('Banner', { type: 'banner-graphics' }), 'https://banner.example.com');
  await link('blncamp', broadcaster.id, null, 'https://campaign.example.com');
  await link('blnb', otherBroadcaster.id, await component('B link', { campaignId: scene.campaignB.id }), 'https://b.example.com', {
    campaignId: scene.campaignB.id,
  });
});
afterAll(() => t.close());

describe('GET broadcaster-links/', () => {
  it('answers broadcasters only (managers 403, anonymous 401)', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/broadcaster-links/')).toEqual({
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

  it('lists their active tracked links of custom-link components that are live, as tracked addresses', async () => {
    const base = { campaign: scene.campaignA.slug, campaign_name: 'bln Campaign A' };
    expect(await list(scene.users.broadcaster.token)).toEqual([
      { ...base, key: 'blndocs', url: 'https://api.example.test/l/blndocs', target: 'https://docs.example.com', component: 'Docs link' },
      { ...base, key: 'blnshop', url: 'https://api.example.test/l/blnshop', target: 'https://shop.example.com', component: 'Shop link' },
    ]);
  });

  it('another broadcaster sees only their own, and only on campaigns they are Active on', async () => {
    expect((await list(scene.users.otherBroadcaster.token)).map((l) => l.key)).toEqual(['blnb']);
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.otherBroadcaster.id, 'Active');
    expect((await list(scene.users.otherBroadcaster.token)).map((l) => l.key)).toEqual(['blnothr', 'blnb']);
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.otherBroadcaster.id, 'Deactivated');
    expect((await list(scene.users.otherBroadcaster.token)).map((l) => l.key)).toEqual(['blnb']);
  });
});
