import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// issue 8 "Tracked links and conversions"; spec 01 §3 raw click record; decisions 433, 520-523, 525.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('GET /l/{key}', () => {
  let t: TestApp;
  let scene: RoleScene;
  let componentId: number;
  let n = 0;

  /** A fresh link of `broadcaster` on campaign A with its own key. */
  const link = async (target: string, active = true) => {
    n += 1;
    const key = `rd${String(n).padStart(4, '0')}`;
    await t.db.query(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, $6)',
      [key, scene.users.broadcaster.id, scene.campaignA.id, componentId, target, active],
    );
    return key;
  };
  const click = (key: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/l/${key}`, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });
  // Clicks reach the database from the click journal (decision 624): wait for it, then read.
  const clicksOf = async (key: string) => (
    await t.app.clicks.settled(),
    t.db.query<Record<string, unknown>>(
      `SELECT c.broadcaster_id, c.campaign_id, c.component_id, c.component_type, c.link, c.ip_addr, c.country, c.user_agent, c.referrer, c.is_bot, c.flag
       FROM clicks c JOIN tracking_links tl ON tl.id = c.tracking_link_id WHERE tl.key = $1 ORDER BY c.id`,
      [key],
    )
  );
  const rollup = async () => {
    await t.app.clicks.settled();
    const [row] = await t.db.query<{ clicks: string; bot_clicks: string }>(
      'SELECT coalesce(sum(clicks), 0)::text AS clicks, coalesce(sum(bot_clicks), 0)::text AS bot_clicks FROM rollup_daily_components WHERE component_id = $1',
      [componentId],
    );
    return { clicks: Number(row.clicks), bot: Number(row.bot_clicks) };
  };

  beforeAll(async () => {
    t = await createTestApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry' });
    scene = await createRoleScene(t.db, 'redir');
    [{ id: componentId }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'banner-graphics', 'Banner', true) RETURNING id",
      [scene.campaignA.id],
    );
  });
  afterAll(() => t.close());

  it('by caller: anyone follows a link (no sign-in needed, a token changes nothing)', async () => {
    const key = await link('https://shop.example/p');
    const statuses = await statusByCaller(scene.users, (token) =>
      t.app.inject({
        method: 'GET',
        url: `/l/${key}`,
        headers: { 'user-agent': BROWSER, ...(token ? { authorization: `Token ${token}` } : {}) },
      }),
    );
    expect(statuses).toEqual({
      anonymous: 302,
      admin: 302,
      editor: 302,
      readOnlyManager: 302,
      otherTeamManager: 302,
      brandViewer: 302,
      broadcaster: 302,
      otherBroadcaster: 302,
    });
  });

  it('records the click and redirects with advref, keeping query and fragment; replaces an advref', async () => {
    const key = await link('https://shop.example/item?color=red&advref=old#reviews');
    const before = await rollup();
    const res = await click(key, { referer: 'https://twitch.tv/streamer', 'cf-ipcountry': 'de' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://shop.example/item?color=red&advref=${key}#reviews`);
    expect(res.headers['cache-control']).toBe('no-store, max-age=0');
    expect(await clicksOf(key)).toEqual([
      {
        broadcaster_id: scene.users.broadcaster.id,
        campaign_id: scene.campaignA.id,
        component_id: componentId,
        component_type: 'banner-graphics',
        link: 'https://shop.example/item?color=red&advref=old#reviews',
        ip_addr: '203.0.113.7',
        country: 'DE',
        user_agent: BROWSER,
        referrer: 'https://twitch.tv/streamer',
        is_bot: false,
        flag: null,
      },
    ]);
    // Counted right away: in the daily rollup and on the campaign overview.
    expect(await rollup()).toEqual({ clicks: before.clicks + 1, bot: before.bot });
    const overview = await send(
      t.app,
      'GET',
      `/api/v1/campaigns/${scene.campaignA.slug}/?include_metrics=true`,
      undefined,
      scene.users.editor.token,
    );
    expect(overview.json().metrics.clicks).toBe(before.clicks + 1);
  });

  it('adds the campaign UTM parameters the target does not set itself', async () => {
    const put = await send(
      t.app,
      'PUT',
      `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`,
      { utm_source: 'advocate', utm_medium: 'stream', utm_campaign: '' },
      scene.users.editor.token,
    );
    expect(put.statusCode).toBe(200);
    const key = await link('https://shop.example/?utm_medium=own');
    expect((await click(key)).headers.location).toBe(`https://shop.example/?utm_medium=own&utm_source=advocate&advref=${key}`);
    await send(
      t.app,
      'PUT',
      `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`,
      { utm_source: '', utm_medium: '' },
      scene.users.editor.token,
    );
  });

  it('unknown, malformed and inactive keys: a 404 page, nothing recorded', async () => {
    const inactive = await link('https://shop.example/gone', false);
    await t.app.clicks.settled();
    const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks');
    for (const key of ['zzzzzz', inactive, 'abc', 'a-b_c!', 'x'.repeat(64)]) {
      const res = await click(encodeURIComponent(key));
      expect(res.statusCode, key).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Link not found');
    }
    // Over the router's path parameter limit: answered before any route (decision 235).
    expect((await t.app.inject({ method: 'GET', url: `/l/${'y'.repeat(5000)}` })).statusCode).toBe(414);
    await t.app.clicks.settled();
    const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks');
    expect(after).toBe(before);
  });

  it('bots, unfurlers, prefetches and repeats are stored flagged and not counted', async () => {
    const key = await link('https://shop.example/flags');
    const before = await rollup();
    const statuses = [
      (await click(key, { 'user-agent': 'Twitterbot/1.0' })).statusCode,
      (await click(key, { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' })).statusCode,
      (await click(key, { 'user-agent': '' })).statusCode,
      (await click(key, { 'sec-purpose': 'prefetch;prerender' })).statusCode,
      (await click(key, { purpose: 'prefetch' })).statusCode,
      (await click(key, { 'x-moz': 'prefetch' })).statusCode,
      (await click(key)).statusCode,
      (await click(key)).statusCode,
      (await click(key, {}, '198.51.100.9')).statusCode,
    ];
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302, 302, 302, 302]);
    expect((await clicksOf(key)).map((c) => [c.flag, c.is_bot])).toEqual([
      ['bot', true],
      ['bot', true],
      ['bot', true],
      ['prefetch', true],
      ['prefetch', true],
      ['prefetch', true],
      [null, false],
      ['repeat', true],
      [null, false],
    ]);
    expect(await rollup()).toEqual({ clicks: before.clicks + 2, bot: before.bot + 7 });
  });

  it('a repeat more than an hour after the counted click counts again', async () => {
    const key = await link('https://shop.example/later');
    await click(key, {}, '192.0.2.44');
    await t.app.clicks.settled();
    await t.db.query("UPDATE clicks SET time = time - interval '61 minutes' WHERE link = 'https://shop.example/later'");
    await click(key, {}, '192.0.2.44');
    expect((await clicksOf(key)).map((c) => c.flag)).toEqual([null, null]);
  });

  it('concurrent clicks share journal syncs and every one reaches the database', async () => {
    const key = await link('https://shop.example/burst');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => click(key, {}, `10.1.0.${i + 1}`)));
    expect(answers.every((a) => a.statusCode === 302)).toBe(true);
    const rows = await clicksOf(key);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.flag === null)).toBe(true);
  });

  it('HEAD answers the redirect without recording a click', async () => {
    const key = await link('https://shop.example/head');
    const res = await t.app.inject({ method: 'HEAD', url: `/l/${key}` });
    expect(res.statusCode).toBe(302);
    expect(await clicksOf(key)).toEqual([]);
  });

  it('a target that is not an http(s) address: 404, nothing recorded', async () => {
    const key = await link('javascript:alert(1)');
    expect((await click(key)).statusCode).toBe(404);
    expect(await clicksOf(key)).toEqual([]);
  });
});
