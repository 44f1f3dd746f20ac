import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, sendMultipart } from '../components/routes/component-test-support.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus, setTeamStatus } from '../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from '../../platform/live/live-events.ts';

// Decision 506: every write that changes what an overlay shows publishes its live event on commit.
describe('live events of the writes overlays follow', () => {
  let t: TestApp;
  let scene: RoleScene;
  let stop: () => Promise<void>;
  const heard: LiveEvent[] = [];
  let caster: { id: number; token: string; login: string };
  let campaign: { id: number; slug: string };

  /** Runs `write` (a 2xx answer) and waits until `expected` was heard after it. */
  async function publishes<R extends { statusCode: number; body: string }>(expected: LiveEvent, write: () => Promise<R>): Promise<R> {
    heard.length = 0;
    const res = await write();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const end = Date.now() + 2000;
    while (!heard.some((e) => JSON.stringify(e) === JSON.stringify(expected))) {
      if (Date.now() > end) throw new Error(`not published: ${JSON.stringify(expected)}; heard ${JSON.stringify(heard)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'pub');
    const made = await createBroadcaster(t.db, 'pub_newcomer');
    await setTeamStatus(t.db, scene.teamA, made.id, 'Active');
    caster = { ...made, login: 'pub_newcomer' };
    campaign = {
      slug: 'pub-live',
      id: await insertCampaign(t.db, { slug: 'pub-live', name: 'Pub Live', teamId: scene.teamA, types: ['live-graphics'] }),
    };
    stop = await t.db.listen(LIVE_CHANNEL, (payload) => {
      const event = parseLiveEvent(payload);
      if (event) heard.push(event);
    });
  }, 180_000);
  afterAll(async () => {
    await stop?.();
    await t?.close();
  });

  const onCampaign: LiveEvent = { type: 'campaign', campaignId: 0 };
  const campaignEvent = () => ({ ...onCampaign, campaignId: campaign.id });
  const editor = () => scene.users.editor.token;

  it('invite, accept, activate, deactivate', async () => {
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/invite/`, { broadcaster: caster.login }, editor()),
    );
    await publishes(campaignEvent(), () => send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/accept/`, undefined, caster.token));
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/activate/`, { broadcaster: caster.login }, editor()),
    );
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/deactivate/`, { broadcaster: caster.login }, editor()),
    );
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/activate/`, { broadcaster: caster.login }, editor()),
    );
  });

  it('component created, edited, labelled (component and broadcaster), archived and deleted', async () => {
    const created = await publishes(campaignEvent(), () =>
      sendMultipart(
        t,
        'POST',
        '/api/v1/components/',
        { campaign: campaign.slug, type: 'live-graphics', name: 'LG', image: { bytes: media.png, name: 'a.png', type: 'image/png' } },
        editor(),
      ),
    );
    const id = (created.json() as { id: number }).id;
    await publishes(campaignEvent(), () => send(t.app, 'PATCH', `/api/v1/components/${id}/`, { config: { duration: 20 } }, editor()));
    const label = await publishes(campaignEvent(), () =>
      send(t.app, 'POST', '/api/v1/labels/', { name: 'Pub group', campaign: campaign.slug, components: [id] }, editor()),
    );
    const labelId = (label.json() as { id: number }).id;
    await publishes(campaignEvent(), () => send(t.app, 'PATCH', `/api/v1/labels/${labelId}/`, { broadcasters: [caster.login] }, editor()));
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/labels/${labelId}/`, { broadcasters: [], components: [] }, editor()),
    );
    await publishes(campaignEvent(), () => send(t.app, 'DELETE', `/api/v1/components/${id}/?archive=true`, undefined, editor()));
    await publishes(campaignEvent(), () => send(t.app, 'DELETE', `/api/v1/components/${id}/`, undefined, editor()));
  });

  it('positions saved and a new overlay key: the broadcaster’s event', async () => {
    const b = scene.users.broadcaster;
    const [{ id: component }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Pos') RETURNING id`,
      [scene.campaignA.id],
    );
    await t.db.query(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, 'pos', 1, 'https://api.test/p.png')`,
      [component],
    );
    const rotations = (await send(t.app, 'GET', '/api/v1/rotations/', undefined, b.token)).json() as Array<{ id: number }>;
    const own: LiveEvent = { type: 'broadcaster', broadcasterId: b.id };
    await publishes(own, () =>
      send(t.app, 'PUT', '/api/v1/rotations/bulk_update/', [{ id: rotations[0].id, xPos: 10, yPos: 20, scale: 0.5 }], b.token),
    );
    await publishes(own, () => send(t.app, 'POST', '/api/v1/browsersource-key/', undefined, b.token));
  });

  it('campaign edited, ended and deleted', async () => {
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/`, { pause_after_live_graphics: 5 }, editor()),
    );
    await publishes(campaignEvent(), () =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/`, { end_date: new Date().toISOString() }, editor()),
    );
    const doomed = { slug: 'pub-doomed', id: await insertCampaign(t.db, { slug: 'pub-doomed', teamId: scene.teamA }) };
    await setCampaignStatus(t.db, doomed.id, caster.id, 'Active');
    await publishes({ type: 'campaign', campaignId: doomed.id }, () =>
      send(t.app, 'DELETE', `/api/v1/campaigns/${doomed.slug}/`, undefined, scene.users.admin.token),
    );
  });

  it('a refused write publishes nothing', async () => {
    heard.length = 0;
    const res = await send(t.app, 'PATCH', `/api/v1/campaigns/${scene.campaignA.slug}/activate/`, { broadcaster: 'nobody' }, editor());
    expect(res.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });
});
