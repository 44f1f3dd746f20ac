import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { detectTrafficFlags } from './detect-traffic-flags.ts';
import { payableClicks } from './repositories/payable-clicks-repository.ts';
import { campaignTrafficQuality } from './traffic-quality-service.ts';
import { newComponent, recordCountedClicks } from './traffic-test-support.ts';

// Decision 840: the channels page, the reports (campaignTrafficQuality) and payableClicks count the
// same held clicks, also once a flagged click left the counted ones.
describe('one definition of a held click', () => {
  let t: TestApp;
  let scene: RoleScene;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tqheld');
  });
  afterAll(() => t.close());

  it('a click whose component was deleted, or that became a bot click, is held nowhere', async () => {
    const at = { campaignId: scene.campaignA.id, broadcasterId: scene.users.broadcaster.id };
    const shop = await newComponent(t, at.campaignId, 'Shop link');
    const panel = await newComponent(t, at.campaignId, 'Panel link');
    const time = (i: number) => new Date(now.getTime() - (i + 1) * 1000);
    await recordCountedClicks(t, { ...at, componentId: shop }, 10, '198.51.100.40', time);
    const [reclassified] = await recordCountedClicks(t, { ...at, componentId: panel }, 12, '198.51.100.40', (i) => time(20 + i));
    await detectTrafficFlags(t.db, now);
    expect(await payableClicks(t.db, at.broadcasterId, today, today)).toEqual({ counted: 22, held: 22, payable: 0 });

    await t.db.query('DELETE FROM components WHERE id = $1', [shop]);
    // A click found to be a bot after it was flagged (the rollups stop counting it).
    await t.db.query('UPDATE clicks SET is_bot = true WHERE id = $1', [reclassified]);
    await t.db.query(
      'UPDATE rollup_daily_components SET clicks = clicks - 1, bot_clicks = bot_clicks + 1 WHERE component_id = $1 AND day = $2::date',
      [panel, today],
    );

    expect(await payableClicks(t.db, at.broadcasterId, today, today)).toEqual({ counted: 11, held: 11, payable: 0 });
    const page = (
      await send(t.app, 'GET', `/api/v1/traffic-quality/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    expect(page.channels).toEqual([expect.objectContaining({ counted: 11, flagged: 11 })]);
    expect(page.totals).toMatchObject({ counted: 11, flagged: 11 });
    expect(page.flags).toEqual([expect.objectContaining({ kind: 'dominant-address', clicks: 11 })]);
    // What the reports read (report-traffic-quality.ts) is the same answer.
    const report = await campaignTrafficQuality(t.db, scene.campaignA, 'masked');
    expect(report.channels[0].flagged).toBe(11);
    expect(report.flags[0].clicks).toBe(11);
  });
});
