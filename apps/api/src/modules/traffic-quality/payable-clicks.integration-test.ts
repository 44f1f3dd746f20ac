import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, setCampaignStatus } from '../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { detectTrafficFlags } from './detect-traffic-flags.ts';
import { payableClicks } from './repositories/payable-clicks-repository.ts';
import { flagsOf, newComponent, recordCountedClicks } from './traffic-test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

// payableClicks' edges (decisions 813, 840): a click in two open flags, and the UTC day and month
// a held click belongs to.
describe('payableClicks at its edges', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tqpay');
  });
  afterAll(() => t.close());

  it('a click held by two open flags is held once; dismissing one of them keeps it held', async () => {
    const now = new Date();
    const today = dayKey(now);
    const { id: broadcasterId } = await createBroadcaster(t.db, 'tqpay_twice');
    await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    const at = { campaignId: scene.campaignA.id, broadcasterId, componentId: await newComponent(t, scene.campaignA.id, 'Twice') };
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0';
    // One address with one agent: the same 20 clicks in a dominant-address and a dominant-agent flag.
    await recordCountedClicks(t, at, 20, '198.51.100.90', (i) => new Date(now.getTime() - (i + 1) * 1000), agent);
    for (let i = 0; i < 4; i += 1) await recordCountedClicks(t, at, 1, `192.0.2.${90 + i}`, () => new Date(now.getTime() - 60_000 - i));
    await detectTrafficFlags(t.db, now);
    const flags = (await flagsOf(t, scene.campaignA.id)).filter((f) => f.broadcaster_id === broadcasterId);
    expect(flags.map((f) => [f.kind, f.clicks])).toEqual([
      ['dominant-address', 20],
      ['dominant-agent', 20],
    ]);
    expect(await payableClicks(t.db, broadcasterId, today, today)).toEqual({ counted: 24, held: 20, payable: 4 });

    const dismiss = (flag: { id: number; updated_at: string }) =>
      send(
        t.app,
        'POST',
        `/api/v1/traffic-flags/${flag.id}/dismiss/`,
        { note: 'checked', updated_at: flag.updated_at },
        scene.users.editor.token,
      );
    expect((await dismiss(flags[0])).statusCode).toBe(200);
    expect(await payableClicks(t.db, broadcasterId, today, today)).toEqual({ counted: 24, held: 20, payable: 4 });
    expect((await dismiss(flags[1])).statusCode).toBe(200);
    expect(await payableClicks(t.db, broadcasterId, today, today)).toEqual({ counted: 24, held: 0, payable: 24 });
  });

  it('a held click at 23:59:59.999 UTC belongs to its day and month; one at 00:00:00.000 to the next', async () => {
    const now = new Date();
    // The first instant of next month, and the last day of this one.
    const boundary = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const lastDay = new Date(boundary.getTime() - DAY);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - DAY);
    const { id: broadcasterId } = await createBroadcaster(t.db, 'tqpay_edge');
    await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    const at = { campaignId: scene.campaignA.id, broadcasterId, componentId: await newComponent(t, scene.campaignA.id, 'Edge') };
    // The last day: 19 clicks from one address early on and its 20th at 23:59:59.999, with 5 others.
    await recordCountedClicks(t, at, 19, '198.51.100.91', (i) => new Date(lastDay.getTime() + HOUR + i * 1000));
    await recordCountedClicks(t, at, 1, '198.51.100.91', () => new Date(boundary.getTime() - 1));
    for (let i = 0; i < 5; i += 1)
      await recordCountedClicks(t, at, 1, `192.0.2.${110 + i}`, () => new Date(lastDay.getTime() + 2 * HOUR + i));
    // The next day: another address's first click at 00:00:00.000, 19 more later, with 5 others.
    await recordCountedClicks(t, at, 1, '198.51.100.92', () => boundary);
    await recordCountedClicks(t, at, 19, '198.51.100.92', (i) => new Date(boundary.getTime() + HOUR + i * 1000));
    for (let i = 0; i < 5; i += 1)
      await recordCountedClicks(t, at, 1, `192.0.2.${120 + i}`, () => new Date(boundary.getTime() + 2 * HOUR + i));
    await detectTrafficFlags(t.db, new Date(boundary.getTime() + 3 * HOUR), 2);
    const flags = (await flagsOf(t, scene.campaignA.id)).filter((f) => f.broadcaster_id === broadcasterId);
    expect(flags.map((f) => [f.subject, f.clicks])).toEqual([
      ['198.51.100.91', 20],
      ['198.51.100.92', 20],
    ]);

    const expected = { counted: 25, held: 20, payable: 5 };
    expect(await payableClicks(t.db, broadcasterId, dayKey(lastDay), dayKey(lastDay))).toEqual(expected);
    expect(await payableClicks(t.db, broadcasterId, dayKey(boundary), dayKey(boundary))).toEqual(expected);
    expect(await payableClicks(t.db, broadcasterId, dayKey(monthStart), dayKey(lastDay))).toEqual(expected);
    expect(await payableClicks(t.db, broadcasterId, dayKey(boundary), dayKey(nextMonthEnd))).toEqual(expected);
    expect(await payableClicks(t.db, broadcasterId, dayKey(lastDay), dayKey(boundary))).toEqual({ counted: 50, held: 40, payable: 10 });
  });
});
