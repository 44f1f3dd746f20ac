import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordConversions } from '../../events/repositories/event-recording-repository.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

type Split = { conversions: number; verified_conversions: number; unverified_conversions: number };

const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};

// issue 26 item 2 "Pages and reports show verified and unverified conversions apart"; decisions 664, 710.
describe('verified and unverified conversions on the campaign overview and the channels page', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'vsplit');
    const component = async (campaignId: number) =>
      (
        await t.db.query<{ id: number }>(
          "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'Shop link') RETURNING id",
          [campaignId],
        )
      )[0].id;
    const a = await component(scene.campaignA.id);
    const b = await component(scene.campaignB.id);
    const conversion = (campaignId: number, componentId: number, broadcasterId: number, verified: boolean, time: Date) => ({
      time,
      trackingLinkId: null,
      source: 'k',
      broadcasterId,
      campaignId,
      componentId,
      componentType: 'custom-link',
      ipAddr: null,
      country: null,
      verified,
    });
    const caster = scene.users.broadcaster.id;
    await recordConversions(t.db, [
      // Today (the last day, read from the rollups) and yesterday (a closed day, kept in a snapshot).
      conversion(scene.campaignA.id, a, caster, true, new Date(Date.now() - 60_000)),
      conversion(scene.campaignA.id, a, caster, true, daysAgo(1)),
      conversion(scene.campaignA.id, a, caster, false, daysAgo(1)),
      // Nine days ago: in the 30-day range, not the 7-day one.
      conversion(scene.campaignA.id, a, caster, true, daysAgo(9)),
      conversion(scene.campaignA.id, a, caster, false, daysAgo(9)),
      conversion(scene.campaignA.id, a, caster, false, daysAgo(9)),
      // Another campaign's verified conversion counts nowhere here.
      conversion(scene.campaignB.id, b, scene.users.otherBroadcaster.id, true, daysAgo(1)),
    ]);
  });
  afterAll(() => t.close());

  it('overview: every range keeps its conversions and splits them into verified and unverified', async () => {
    for (const token of [scene.users.editor.token, scene.users.readOnlyManager.token]) {
      const res = await send(t.app, 'GET', `/api/v1/campaigns/${scene.campaignA.slug}/?include_metrics=true`, undefined, token);
      expect(res.statusCode).toBe(200);
      const set = (res.json() as { overview_metrics_set: Record<string, Split> }).overview_metrics_set;
      expect(set['07']).toMatchObject({ conversions: 3, verified_conversions: 2, unverified_conversions: 1 });
      expect(set['30']).toMatchObject({ conversions: 6, verified_conversions: 3, unverified_conversions: 3 });
      expect(set.all).toMatchObject({ conversions: 6, verified_conversions: 3, unverified_conversions: 3 });
    }
    const other = await send(
      t.app,
      'GET',
      `/api/v1/campaigns/${scene.campaignB.slug}/?include_metrics=true`,
      undefined,
      scene.users.otherTeamManager.token,
    );
    expect((other.json() as { overview_metrics_set: Record<string, Split> }).overview_metrics_set.all).toMatchObject({
      conversions: 1,
      verified_conversions: 1,
      unverified_conversions: 0,
    });
  });

  it('channels: each channel’s conversions of each range split into verified and unverified, with and without range', async () => {
    const res = await send(t.app, 'GET', `/api/v1/channels/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    const stats = (res.json() as { stats: Record<string, Record<string, Split>> }).stats;
    const caster = scene.users.broadcaster.login;
    expect(stats['07'][caster]).toMatchObject({ conversions: 3, verified_conversions: 2, unverified_conversions: 1 });
    expect(stats['30'][caster]).toMatchObject({ conversions: 6, verified_conversions: 3, unverified_conversions: 3 });
    expect(stats.all[caster]).toMatchObject({ conversions: 6, verified_conversions: 3, unverified_conversions: 3 });
    const ranged = await send(
      t.app,
      'GET',
      `/api/v1/channels/?campaign=${scene.campaignA.slug}&range=07`,
      undefined,
      scene.users.brandViewer.token,
    );
    expect((ranged.json() as { stats: Record<string, Record<string, Split>> }).stats['07'][caster]).toMatchObject({
      conversions: 3,
      verified_conversions: 2,
      unverified_conversions: 1,
    });
    const other = await send(
      t.app,
      'GET',
      `/api/v1/channels/?campaign=${scene.campaignB.slug}`,
      undefined,
      scene.users.otherTeamManager.token,
    );
    expect((other.json() as { stats: Record<string, Record<string, Split>> }).stats.all[scene.users.otherBroadcaster.login]).toMatchObject({
      conversions: 1,
      verified_conversions: 1,
      unverified_conversions: 0,
    });
  });
});
