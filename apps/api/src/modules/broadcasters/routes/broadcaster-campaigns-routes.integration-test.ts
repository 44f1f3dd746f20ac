import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Spec 02 §2 Broadcaster campaigns page (Suspend Campaign / Activate Campaign), §3 Campaign (broadcaster view), §6.
let t: TestApp;
let scene: RoleScene;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createRoleScene(t.db, 'bc');
});
afterAll(() => t.close());

const statusOf = async (campaignId: number, userId: number) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2', [
      campaignId,
      userId,
    ])
  )[0]?.status;
const eventsOf = async (campaignId: number) =>
  (await t.db.query<{ event_type: string }>('SELECT event_type FROM campaign_events WHERE campaign_id = $1 ORDER BY id', [campaignId])).map(
    (e) => e.event_type,
  );

let n = 0;
/** A campaign of team A allowing self-deactivation, with the broadcaster on it in `status`. */
async function selfCampaign(status = 'Active', options: { allow?: boolean; end?: Date | null } = {}) {
  n += 1;
  const slug = `bc-self-${n}`;
  const id = await insertCampaign(t.db, { slug, teamId: scene.teamA, end: options.end });
  await t.db.query('UPDATE campaigns SET allow_self_deactivate = $2 WHERE id = $1', [id, options.allow ?? true]);
  await setCampaignStatus(t.db, id, scene.users.broadcaster.id, status);
  return { id, slug };
}

describe('GET broadcaster-campaigns/', () => {
  it('answers broadcasters only', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/broadcaster-campaigns/')).toEqual({
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

  it('lists the campaigns they are on with the card fields, their components and their own metrics; not invitations', async () => {
    const { id: campaignA } = scene.campaignA;
    await t.db.query(
      `UPDATE campaigns SET description = 'Desc', requirements = 'Reqs', general_guidelines = 'Guide', payment_terms = 'Net 30',
         client = 'Acme', website = 'https://acme.example.com' WHERE id = $1`,
      [campaignA],
    );
    const [component] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'Panel') RETURNING id",
      [campaignA],
    );
    await t.db.query("INSERT INTO components (campaign_id, type, name, is_deleted) VALUES ($1, 'live-graphics', 'Gone', true)", [
      campaignA,
    ]);
    await t.db.query(
      `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks, conversions)
       VALUES (current_date, $1, $2, $3, 'banner-graphics', 7, 2), (current_date - 1, $1, $2, $3, 'banner-graphics', 3, 0),
              (current_date, $1, $4, $3, 'banner-graphics', 100, 100)`,
      [campaignA, scene.users.broadcaster.id, component.id, scene.users.otherBroadcaster.id],
    );
    await t.db.query('INSERT INTO campaign_active_periods (campaign_id, start_time, end_time) VALUES ($1, $2, NULL)', [
      campaignA,
      daysFromNow(-3),
    ]);
    const invited = await insertCampaign(t.db, { slug: 'bc-invited', teamId: scene.teamA });
    await setCampaignStatus(t.db, invited, scene.users.broadcaster.id, 'Invited');

    const res = await send(t.app, 'GET', '/api/v1/broadcaster-campaigns/', undefined, scene.users.broadcaster.token);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((c) => c.slug)).not.toContain('bc-invited');
    expect(list.find((c) => c.slug === scene.campaignA.slug)).toEqual({
      slug: scene.campaignA.slug,
      name: 'bc Campaign A',
      status: 'Active',
      start_date: expect.any(String),
      end_date: expect.any(String),
      team: scene.teamA,
      team_name: 'bc Team A',
      allow_self_deactivate: false,
      payment_terms: 'Net 30',
      general_guidelines: 'Guide',
      description: 'Desc',
      requirements: 'Reqs',
      client: 'Acme',
      website: 'https://acme.example.com',
      has_conversions: false,
      components: [{ id: component.id, name: 'Panel', type: 'banner-graphics', type_name: 'Banner Graphics', is_ready: true }],
      active_periods: [{ start: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), end: null }],
      metrics: { clicks: 10, conversions: 2 },
    });
    const other = await send(t.app, 'GET', '/api/v1/broadcaster-campaigns/', undefined, scene.users.otherBroadcaster.token);
    expect((other.json() as Array<{ slug: string }>).map((c) => c.slug)).toEqual([scene.campaignB.slug]);
  });
});

describe('PATCH broadcaster-campaigns/{slug}/suspend/ and activate/', () => {
  it('by role: the broadcaster on it changes their own status; managers 403; another broadcaster 404', async () => {
    const campaign = await selfCampaign('Active');
    const suspend = await statusByCaller(scene.users, (token) =>
      send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${campaign.slug}/suspend/`, undefined, token),
    );
    expect(suspend).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 404,
    });
    const activate = await statusByCaller(scene.users, (token) =>
      send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${campaign.slug}/activate/`, undefined, token),
    );
    expect(activate).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 404,
    });
  });

  it('suspend: Active to Deactivated with broadcaster_suspended, then activate back with broadcaster_reactivated', async () => {
    const campaign = await selfCampaign('Active');
    const suspended = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-campaigns/${campaign.slug}/suspend/`,
      undefined,
      scene.users.broadcaster.token,
    );
    expect(suspended.json()).toMatchObject({ slug: campaign.slug, status: 'Deactivated', allow_self_deactivate: true });
    expect(await statusOf(campaign.id, scene.users.broadcaster.id)).toBe('Deactivated');
    const again = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-campaigns/${campaign.slug}/suspend/`,
      undefined,
      scene.users.broadcaster.token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ broadcaster: ['You can only suspend a campaign you are active on.'] });

    const activated = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-campaigns/${campaign.slug}/activate/`,
      undefined,
      scene.users.broadcaster.token,
    );
    expect(activated.json()).toMatchObject({ status: 'Active' });
    expect(await statusOf(campaign.id, scene.users.broadcaster.id)).toBe('Active');
    expect(await eventsOf(campaign.id)).toEqual(['broadcaster_suspended', 'broadcaster_reactivated']);
  });

  it('refuses (403) where the campaign does not allow it, and changes nothing', async () => {
    const campaign = await selfCampaign('Active', { allow: false });
    const res = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-campaigns/${campaign.slug}/suspend/`,
      undefined,
      scene.users.broadcaster.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This campaign does not allow you to suspend it.' });
    expect(await statusOf(campaign.id, scene.users.broadcaster.id)).toBe('Active');
    expect(await eventsOf(campaign.id)).toEqual([]);
  });

  it("never undoes a manager's deactivation, a flag or a pending approval (400, nothing written)", async () => {
    for (const status of ['Deactivated', 'Flagged', 'Pending']) {
      const campaign = await selfCampaign(status);
      const res = await send(
        t.app,
        'PATCH',
        `/api/v1/broadcaster-campaigns/${campaign.slug}/activate/`,
        undefined,
        scene.users.broadcaster.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ broadcaster: ['You can only re-activate a campaign you suspended yourself.'] });
      expect(await statusOf(campaign.id, scene.users.broadcaster.id)).toBe(status);
      expect(await eventsOf(campaign.id)).toEqual([]);
    }
    // Suspended by themselves, then deactivated by a manager: the manager's word stands.
    const campaign = await selfCampaign('Active');
    await send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${campaign.slug}/suspend/`, undefined, scene.users.broadcaster.token);
    await t.db.query(
      "INSERT INTO campaign_events (campaign_id, event_type, broadcaster_id, created) VALUES ($1, 'broadcaster_deactivated', $2, now() + interval '1 second')",
      [campaign.id, scene.users.broadcaster.id],
    );
    expect(
      (await send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${campaign.slug}/activate/`, undefined, scene.users.broadcaster.token))
        .statusCode,
    ).toBe(400);
  });

  it('an ended campaign, an invitation or an unknown slug is refused', async () => {
    const ended = await selfCampaign('Active', { end: daysFromNow(-1) });
    const res = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-campaigns/${ended.slug}/suspend/`,
      undefined,
      scene.users.broadcaster.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ broadcaster: ['This campaign has ended.'] });
    const invited = await selfCampaign('Invited');
    expect(
      (await send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${invited.slug}/suspend/`, undefined, scene.users.broadcaster.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, 'PATCH', '/api/v1/broadcaster-campaigns/nope/suspend/', undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, 'PATCH', '/api/v1/broadcaster-campaigns/Bad%20Slug/suspend/', undefined, scene.users.broadcaster.token))
        .statusCode,
    ).toBe(400);
  });
});
