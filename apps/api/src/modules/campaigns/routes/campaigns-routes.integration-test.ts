import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBroadcaster,
  daysFromNow,
  insertCampaign,
  insertTeam,
  scopeManager,
  setCampaignStatus,
} from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type Role } from '../../../testing/role-fixtures.ts';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §6 (managers scoped to teams), spec 02 §6 (broadcasters see their own), types.ts CampaignSummary.
describe('GET /api/v1/campaigns/', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    // Hidden types are shown to nobody (spec 01 §6).
    await db.query(`UPDATE component_types SET is_hidden = true WHERE slug = 'dynamic-cta'`);
    ids.alpha = await insertTeam(db, { name: 'Alpha' });
    ids.bravo = await insertTeam(db, { name: 'Bravo', isDemo: true });
    ids.aOne = await insertCampaign(db, {
      slug: 'a-one',
      teamId: ids.alpha,
      start: daysFromNow(-5),
      end: daysFromNow(20),
      types: ['twitch-chat-bot', 'live-graphics', 'dynamic-cta', 'banner-graphics'],
    });
    ids.aTwo = await insertCampaign(db, { slug: 'a-two', teamId: ids.alpha, start: daysFromNow(-60), end: daysFromNow(-30) });
    ids.bOne = await insertCampaign(db, { slug: 'b-one', teamId: ids.bravo, start: daysFromNow(-2), isDemo: true });
    ids.solo = await insertCampaign(db, { slug: 'solo', start: daysFromNow(3), end: null });
    ids.granted = await insertCampaign(db, { slug: 'granted', start: daysFromNow(-1) });

    const admin = await createManager(db, { email: 'admin@example.com', isAdmin: true });
    const managerA = await createManager(db, { email: 'a@example.com' });
    const managerB = await createManager(db, { email: 'b@example.com' });
    const nobody = await createManager(db, { email: 'none@example.com' });
    await scopeManager(db, managerA.id, [ids.alpha]);
    await scopeManager(db, managerB.id, [ids.bravo], [ids.granted]);
    await scopeManager(db, nobody.id, []);
    const caster = await createBroadcaster(db, 'caster_one');
    const decliner = await createBroadcaster(db, 'caster_two');
    await setCampaignStatus(db, ids.aOne, caster.id, 'Active');
    await setCampaignStatus(db, ids.aTwo, caster.id, 'Campaign Ended');
    await setCampaignStatus(db, ids.solo, caster.id, 'Pending');
    await setCampaignStatus(db, ids.bOne, caster.id, 'Invited');
    await setCampaignStatus(db, ids.bOne, decliner.id, 'Declined');
    Object.assign(tokens, {
      admin: admin.token,
      managerA: managerA.token,
      managerB: managerB.token,
      nobody: nobody.token,
      caster: caster.token,
      decliner: decliner.token,
    });
  });
  afterAll(() => t.close());

  const slugs = async (token: string) => {
    const res = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ slug: string }>).map((c) => c.slug);
  };

  it('answers every campaign to an admin, newest start first', async () => {
    expect(await slugs(tokens.admin)).toEqual(['solo', 'granted', 'b-one', 'a-one', 'a-two']);
  });

  it('answers a manager the campaigns of their teams and those granted to them', async () => {
    expect(await slugs(tokens.managerA)).toEqual(['a-one', 'a-two']);
    expect(await slugs(tokens.managerB)).toEqual(['granted', 'b-one']);
    expect(await slugs(tokens.nobody)).toEqual([]);
  });

  it('answers the CampaignSummary shape, with no status for managers', async () => {
    const res = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, tokens.managerA);
    const [aOne] = res.json();
    expect(aOne).toEqual({
      slug: 'a-one',
      name: 'a-one',
      team: ids.alpha,
      start_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      end_date: expect.stringMatching(/Z$/),
      is_demo: false,
      available_components: ['live-graphics', 'banner-graphics', 'twitch-chat-bot'],
      status: null,
    });
  });

  it('answers a broadcaster the campaigns they are on, with their own status, never invitations', async () => {
    const res = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, tokens.caster);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ slug: string; status: string; team: number | null; end_date: string | null }>;
    expect(body.map((c) => [c.slug, c.status])).toEqual([
      ['solo', 'Pending'],
      ['a-one', 'Active'],
      ['a-two', 'Campaign Ended'],
    ]);
    expect(body[0]).toMatchObject({ team: null, end_date: null });
    expect(await slugs(tokens.decliner)).toEqual([]);
  });

  it('asks for credentials without a token and refuses a bad one', async () => {
    const none = await send(t.app, 'GET', '/api/v1/campaigns/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, '0'.repeat(40));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('ignores unknown query parameters and a stray body; other methods are not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaigns/?unknown=%00&include_metrics=maybe',
      headers: { authorization: `Token ${tokens.managerA}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/',
      payload: '{"name": ',
      headers: { authorization: `Token ${tokens.admin}`, 'content-type': 'application/json' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.statusCode).toBeLessThan(500);
    expect(typeof post.json()).toBe('object');
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM campaigns');
    expect(count).toBe(5);
  });
});

describe('GET /api/v1/campaigns/ filters (spec 01 §7: include_metrics, broadcaster)', () => {
  let t: TestApp;
  let admin: string;
  let caster: string;
  beforeAll(async () => {
    t = await createTestApp();
    const team = await insertTeam(t.db, { name: 'Alpha' });
    const one = await insertCampaign(t.db, { slug: 'one', teamId: team });
    await insertCampaign(t.db, { slug: 'two', teamId: team });
    const b = await createBroadcaster(t.db, 'Filter_Caster');
    await setCampaignStatus(t.db, one, b.id, 'Active');
    const component = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'x') RETURNING id`,
      [one],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks, conversions)
       VALUES (current_date, $1, $2, $3, 'live-graphics', 7, 2), (current_date - 40, $1, $2, $3, 'live-graphics', 3, 1)`,
      [one, b.id, component[0].id],
    );
    admin = (await createManager(t.db, { email: 'filters@example.com', isAdmin: true })).token;
    caster = b.token;
  });
  afterAll(() => t.close());

  it('answers every signed-in role, anonymous 401 (spec 01 §6 scope decides what each sees)', async () => {
    const scene = await createRoleScene(t.db, 'listroles');
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/campaigns/?include_metrics=true')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    const other = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, scene.users.otherTeamManager.token);
    expect((other.json() as Array<{ slug: string }>).map((c) => c.slug)).toEqual([scene.campaignB.slug]);
  });

  it('adds all-time metrics from the rollup with include_metrics=true only', async () => {
    const plain = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, admin);
    expect(plain.json()[0]).not.toHaveProperty('metrics');
    const res = await send(t.app, 'GET', '/api/v1/campaigns/?include_metrics=true', undefined, admin);
    const bySlug = Object.fromEntries((res.json() as Array<{ slug: string; metrics: unknown }>).map((c) => [c.slug, c.metrics]));
    expect(bySlug).toMatchObject({ one: { clicks: 10, conversions: 3 }, two: { clicks: 0, conversions: 0 } });
  });

  it('keeps the campaigns a broadcaster is on (username, any case) for managers; broadcasters keep their own list', async () => {
    const res = await send(t.app, 'GET', '/api/v1/campaigns/?broadcaster=filter_caster', undefined, admin);
    expect((res.json() as Array<{ slug: string }>).map((c) => c.slug)).toEqual(['one']);
    const none = await send(t.app, 'GET', '/api/v1/campaigns/?broadcaster=%00', undefined, admin);
    expect(none.statusCode).toBe(400);
    const own = await send(t.app, 'GET', '/api/v1/campaigns/?broadcaster=someone_else', undefined, caster);
    expect((own.json() as Array<{ slug: string }>).map((c) => c.slug)).toEqual(['one']);
  });

  it('answers broadcaster=<username> to every signed-in role, within each one’s scope (spec 01 §6)', async () => {
    const scene = await createRoleScene(t.db, 'bcfilter');
    const url = `/api/v1/campaigns/?broadcaster=${scene.users.broadcaster.login}`;
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    const slugsFor = async (role: Role) =>
      ((await send(t.app, 'GET', url, undefined, scene.users[role].token)).json() as Array<{ slug: string }>).map((c) => c.slug);
    // Managers: their campaigns that broadcaster is on; campaign A is not another team's manager's to see.
    expect(await slugsFor('admin')).toEqual([scene.campaignA.slug]);
    expect(await slugsFor('editor')).toEqual([scene.campaignA.slug]);
    expect(await slugsFor('otherTeamManager')).toEqual([]);
    // Broadcasters: the filter is ignored, each keeps their own list.
    expect(await slugsFor('otherBroadcaster')).toEqual([scene.campaignB.slug]);
  });
});
