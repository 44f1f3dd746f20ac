import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks, type ClickEvent } from '../../events/repositories/event-recording-repository.ts';
import { rawClicksCsv } from '../exports/raw-clicks-csv.ts';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);

// Decision 622: GET clicks/export/ streams spec 01 §3 raw click records of the metrics filters.
describe('clicks/export/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let second: { id: number; token: string };
  const url = (query = '') => `/api/v1/clicks/export/?campaign=${scene.campaignA.slug}${query}`;
  const rowsOf = (body: string) => parse(body) as string[][];

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'rce');
    second = await createBroadcaster(t.db, 'rce_second');
    await setCampaignStatus(t.db, scene.campaignA.id, second.id, 'Active');
    const { id } = scene.campaignA;
    const [{ id: banner }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'B') RETURNING id`,
      [id],
    );
    const [{ id: chat }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'twitch-chat-bot', 'C') RETURNING id`,
      [id],
    );
    const click = (b: number, hours: number, componentId: number, type: string, ip: string, isBot = false): ClickEvent => ({
      time: hoursAgo(hours),
      broadcasterId: b,
      campaignId: id,
      componentId,
      componentType: type,
      trackingLinkId: null,
      link: 'https://example.com',
      ipAddr: ip,
      country: 'US',
      userAgent: 'test',
      isBot,
    });
    await recordClicks(t.db, [
      click(scene.users.broadcaster.id, 5, banner, 'banner-graphics', '10.0.0.1'),
      click(scene.users.broadcaster.id, 4, chat, 'twitch-chat-bot', '=cmd|1'),
      click(second.id, 3, banner, 'banner-graphics', '10.0.0.3'),
      click(second.id, 2, banner, 'banner-graphics', '10.0.0.4', true),
      click(scene.users.broadcaster.id, 1, banner, 'banner-graphics', '10.0.0.5'),
    ]);
    // Another campaign's click never shows.
    const [{ id: other }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'X') RETURNING id`,
      [scene.campaignB.id],
    );
    await recordClicks(t.db, [
      { ...click(scene.users.broadcaster.id, 1, other, 'banner-graphics', '10.9.9.9'), campaignId: scene.campaignB.id },
    ]);
  });
  afterAll(() => t.close());

  it('answers managers in scope only', async () => {
    const expected = {
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url())).toEqual(expected);
    expect((await send(t.app, 'GET', url('&broadcasters=nobody'), undefined, scene.users.admin.token)).statusCode).toBe(400);
    expect((await send(t.app, 'GET', url('&date_from=yesterday'), undefined, scene.users.admin.token)).statusCode).toBe(400);
  });

  it('streams every counted click in time order with the spec columns, formulas neutralised', async () => {
    const res = await send(t.app, 'GET', url(), undefined, scene.users.editor.token);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="clicks-rce-/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(['time', 'broadcaster', 'component_type', 'component_id', 'ip_addr']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
      ['rce_caster', 'banner-graphics', '10.0.0.1'],
      ['rce_caster', 'twitch-chat-bot', "'=cmd|1"],
      ['rce_second', 'banner-graphics', '10.0.0.3'],
      ['rce_caster', 'banner-graphics', '10.0.0.5'],
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([...rows.slice(1).map((r) => r[0])].sort());
  });

  it('applies the broadcaster and component type filters', async () => {
    const byBroadcaster = rowsOf((await send(t.app, 'GET', url('&broadcasters=rce_second'), undefined, scene.users.editor.token)).body);
    expect(byBroadcaster.slice(1).map((r) => r[4])).toEqual(['10.0.0.3']);
    const byType = rowsOf((await send(t.app, 'GET', url('&component_types=twitch-chat-bot'), undefined, scene.users.editor.token)).body);
    expect(byType).toHaveLength(2);
  });

  it('pages through the clicks without losing or repeating one', async () => {
    const scope = {
      campaignId: scene.campaignA.id,
      since: '2000-01-01',
      until: '2999-12-31',
      broadcasterIds: null,
      componentTypes: null,
      unique: false,
    };
    let text = '';
    for await (const chunk of rawClicksCsv(t.db, scope, 2)) text += String(chunk);
    expect(
      rowsOf(text)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['10.0.0.1', "'=cmd|1", '10.0.0.3', '10.0.0.5']);
  });
});
