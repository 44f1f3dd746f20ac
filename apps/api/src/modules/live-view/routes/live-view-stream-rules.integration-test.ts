import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, sameDatabaseApp, send, type TestApp } from '../../../testing/test-app.ts';
import { openSse, serverBase, type SseStream } from '../../overlay/routes/sse-test-support.ts';
import type { BroadcasterLive, CampaignLive } from '../schemas/live-view-schemas.ts';
import { BROWSER, expectRefusedUntilFreed, WITHIN_MS } from './live-view-test-support.ts';

// Decisions 790-792: what the panels count (counted clicks and conversions, never flagged clicks),
// events crossing instances, who keeps an open stream (the access re-check), and the per-address cap.
describe('the live panels: counts, the access re-check and the address cap', () => {
  let t: TestApp;
  let scene: RoleScene;
  const open: SseStream[] = [];
  const campaignUrl = () => `/api/v1/campaigns/${scene.campaignA.slug}/live/`;
  const events = async (path: string, token: string) => {
    const s = await openSse(`${serverBase(t.app)}${path}`, { authorization: `Token ${token}` });
    open.push(s);
    return s;
  };
  const click = (ip: string, userAgent = BROWSER) =>
    t.app.inject({ method: 'GET', url: '/l/rules1', headers: { 'user-agent': userAgent }, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp({
      LIVE_PANEL_RECHECK_SECONDS: '1',
      LIVE_PANEL_STREAMS_PER_USER: '5',
      // Every stream of this file comes from 127.0.0.1: two at once at most.
      LIVE_PANEL_STREAMS_PER_IP: '2',
    });
    scene = await createRoleScene(t.db, 'rules');
    await t.db.query(
      `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ('rules1', $1, $2, 'https://shop.example/a', true)`,
      [scene.users.broadcaster.id, scene.campaignA.id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  it('counts conversions, and leaves flagged (bot) clicks out, on the panel and the studio block', async () => {
    const panel = await events(`${campaignUrl()}events/`, scene.users.editor.token);
    const own = await events('/api/v1/broadcaster-live/events/', scene.users.broadcaster.token);
    expect(await panel.next('snapshot')).toMatchObject({ clicks: 0, conversions: 0 });
    await own.next('snapshot');
    // Bots and unfurlers are flagged and stored, never counted.
    for (const [i, agent] of ['Twitterbot/1.0', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', ''].entries()) {
      expect((await click(`203.0.113.${40 + i}`, agent)).statusCode).toBe(302);
    }
    expect((await click('203.0.113.50')).statusCode).toBe(302);
    const clicked = (await panel.next('snapshot', (d) => (d as CampaignLive).clicks > 0, WITHIN_MS)) as CampaignLive;
    expect(clicked.clicks).toBe(1);
    const [{ flagged }] = await t.db.query<{ flagged: number }>(
      `SELECT count(*)::int AS flagged FROM clicks WHERE campaign_id = $1 AND flag = 'bot'`,
      [scene.campaignA.id],
    );
    expect(flagged).toBe(3);

    for (const ip of ['203.0.113.60', '203.0.113.61']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/conversion/', payload: { source: 'rules1' }, remoteAddress: ip });
      expect(res.statusCode, res.body).toBe(201);
    }
    const converted = (await panel.next('snapshot', (d) => (d as CampaignLive).conversions === 2, WITHIN_MS)) as CampaignLive;
    expect(converted).toMatchObject({ clicks: 1, conversions: 2 });
    expect(converted.buckets.at(-1)).toMatchObject({ clicks: 1, conversions: 2 });
    expect(await own.next('snapshot', (d) => (d as BroadcasterLive).conversions === 2, WITHIN_MS)).toMatchObject({ clicks: 1 });
    expect(((await send(t.app, 'GET', campaignUrl(), undefined, scene.users.editor.token)).json() as CampaignLive).clicks).toBe(1);
    panel.close();
    own.close();
  });

  it('a click through this instance reaches a panel open on another instance of the same database', async () => {
    const other = await sameDatabaseApp(t, { LIVE_PANEL_RECHECK_SECONDS: '1' });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const panel = await openSse(`${serverBase(other)}${campaignUrl()}events/`, { authorization: `Token ${scene.users.editor.token}` });
      open.push(panel);
      const before = ((await panel.next('snapshot')) as CampaignLive).clicks;
      expect((await click('203.0.113.70')).statusCode).toBe(302);
      expect(await panel.next('snapshot', (d) => (d as CampaignLive).clicks === before + 1, WITHIN_MS)).toMatchObject({
        clicks: before + 1,
      });
      panel.close();
    } finally {
      await other.close();
    }
  });

  it('ends the stream of a manager taken off the campaign’s team within the re-check interval', async () => {
    const panel = await events(`${campaignUrl()}events/`, scene.users.readOnlyManager.token);
    await panel.next('snapshot');
    await t.db.query('DELETE FROM manager_teams mt USING managers m WHERE mt.manager_id = m.id AND m.user_id = $1 AND mt.team_id = $2', [
      scene.users.readOnlyManager.id,
      scene.teamA,
    ]);
    await panel.next('revoked', () => true, WITHIN_MS);
    await panel.ended;
    // The sign-in itself still works: only the campaign went out of reach.
    expect((await send(t.app, 'GET', campaignUrl(), undefined, scene.users.readOnlyManager.token)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, scene.users.readOnlyManager.token)).statusCode).toBe(200);
  });

  it('ends the studio stream of a broadcaster whose account is deactivated', async () => {
    const own = await events('/api/v1/broadcaster-live/events/', scene.users.otherBroadcaster.token);
    await own.next('snapshot');
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [scene.users.otherBroadcaster.id]);
    await own.next('revoked', () => true, WITHIN_MS);
    await own.ended;
  });

  it(`refuses a third stream from one address (LIVE_PANEL_STREAMS_PER_IP 2 here), whoever asks, until one closes`, async () => {
    const first = await events(`${campaignUrl()}events/`, scene.users.admin.token);
    const second = await events('/api/v1/broadcaster-live/events/', scene.users.broadcaster.token);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expectRefusedUntilFreed(`${serverBase(t.app)}${campaignUrl()}events/`, scene.users.editor.token, () => first.close());
    second.close();
  });
});
