import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { insertAuditedRecord, insertComplianceComponent } from './compliance-test-support.ts';

// spec 01 §2 Campaign compliance page, §3 Compliance record, §4 Compliance, §6, §7; decisions 570–572.
describe('compliance/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let banner: { id: number; versionId: number };
  let tweet: { id: number; versionId: number };
  let second: { id: number; username: string };
  let third: { id: number; username: string };
  const url = () => `/api/v1/compliance/?campaign=${scene.campaignA.slug}`;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'cmpl');
    const a = scene.campaignA.id;
    banner = await insertComplianceComponent(t.db, a, 'banner-graphics', 'Sky Banner');
    tweet = await insertComplianceComponent(t.db, a, 'suggested-tweet', 'Launch Tweet');
    await insertComplianceComponent(t.db, a, 'live-graphics', 'Not audited graphic');
    second = { id: (await createBroadcaster(t.db, 'cmpl_second')).id, username: 'cmpl_second' };
    third = { id: (await createBroadcaster(t.db, 'cmpl_third')).id, username: 'cmpl_third' };
    const pending = await createBroadcaster(t.db, 'cmpl_pending');
    await setCampaignStatus(t.db, a, second.id, 'Active');
    await setCampaignStatus(t.db, a, third.id, 'Active');
    await setCampaignStatus(t.db, a, pending.id, 'Pending');
    const at = daysFromNow(-1);
    const b = scene.users.broadcaster.id;
    await insertAuditedRecord(t.db, {
      campaignId: a,
      broadcasterId: b,
      componentId: banner.id,
      versionId: banner.versionId,
      status: 'Compliant',
      compliant: true,
      at,
    });
    await insertAuditedRecord(t.db, {
      campaignId: a,
      broadcasterId: b,
      componentId: tweet.id,
      versionId: tweet.versionId,
      status: "Can't Connect",
      compliant: false,
      at,
    });
    await insertAuditedRecord(t.db, {
      campaignId: a,
      broadcasterId: second.id,
      componentId: banner.id,
      versionId: banner.versionId,
      status: 'Incorrect Image',
      compliant: false,
      at,
    });
    await t.db.query(`INSERT INTO compliance_audits (campaign_id, requested_at, started_at, finished_at) VALUES ($1, $2, $2, $2)`, [a, at]);
  });
  afterAll(() => t.close());

  it('by caller: managers who see the campaign; another team 404; broadcasters 403', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url())).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('answers the records per broadcaster and component, verdicts by complianceOf, the summary and the last audit', async () => {
    const res = await send(t.app, 'GET', url(), undefined, scene.users.readOnlyManager.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      campaign: scene.campaignA.slug,
      ended: false,
      as_of: null,
      audit_pending: false,
      chatbot_required: false,
      summary: { compliant: 2, total: 3 },
    });
    expect(body.last_audit).toEqual(expect.any(String));
    expect(body.components.map((c: { name: string }) => c.name)).toEqual(['Sky Banner', 'Launch Tweet']);
    expect(body.components[0]).toEqual({
      id: banner.id,
      name: 'Sky Banner',
      type: 'banner-graphics',
      type_name: 'Banner Graphics',
      required: true,
      version_id: banner.versionId,
    });
    const names = body.broadcasters.map((b: { name: string }) => b.name);
    expect(names).toEqual([scene.users.broadcaster.login, 'cmpl_second', 'cmpl_third']); // Pending is not listed
    const [first, secondAnswer, thirdAnswer] = body.broadcasters;
    expect(first.verdict).toBe('compliant'); // Can't Connect does not count against them (decision 125)
    expect(first.compliance[String(banner.id)]).toEqual({
      component_id: banner.id,
      component_version_id: banner.versionId,
      required: true,
      compliant: true,
      status: 'Compliant',
      verbiage: null,
      overridden: false,
      last_updated: expect.any(String),
    });
    expect(secondAnswer.verdict).toBe('noncompliant'); // Incorrect Image
    expect(thirdAnswer).toMatchObject({ verdict: 'compliant', compliance: {}, mod_status: null });
  });

  it('a required chatbot with a known mod status other than Modded makes the broadcaster noncompliant', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'twitch-chat-bot', 'Bot post') RETURNING id`,
      [scene.campaignA.id],
    );
    await t.db.query(
      `INSERT INTO chatbot_mod_statuses (campaign_id, broadcaster_id, status, mod_channel) VALUES ($1, $2, 'Not Modded', 'cmpl_third')`,
      [scene.campaignA.id, third.id],
    );
    const body = (await send(t.app, 'GET', url(), undefined, scene.users.editor.token)).json();
    expect(body.chatbot_required).toBe(true);
    expect(body.broadcasters[2]).toMatchObject({
      name: 'cmpl_third',
      verdict: 'noncompliant',
      mod_status: { status: 'Not Modded', mod_channel: 'cmpl_third' },
    });
    expect(body.summary).toEqual({ compliant: 1, total: 3 });
    await t.db.query('DELETE FROM components WHERE id = $1', [id]);
    await t.db.query('DELETE FROM chatbot_mod_statuses WHERE broadcaster_id = $1', [third.id]);
  });

  it('an ended campaign answers its compliance as it stood at the end', async () => {
    const slug = 'cmpl-ended';
    const id = await insertCampaign(t.db, { slug, teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-5) });
    await setCampaignStatus(t.db, id, scene.users.broadcaster.id, 'Campaign Ended');
    const c = await insertComplianceComponent(t.db, id, 'banner-graphics', 'Old Banner');
    const late = await insertComplianceComponent(t.db, id, 'suggested-retweet', 'Late Retweet');
    const b = scene.users.broadcaster.id;
    await insertAuditedRecord(t.db, {
      campaignId: id,
      broadcasterId: b,
      componentId: c.id,
      versionId: c.versionId,
      status: 'Compliant',
      compliant: true,
      at: daysFromNow(-6),
    });
    // A later write (after the end) does not change the final reading.
    await insertAuditedRecord(t.db, {
      campaignId: id,
      broadcasterId: b,
      componentId: c.id,
      versionId: c.versionId,
      status: 'Banner Missing',
      compliant: false,
      at: daysFromNow(-1),
    });
    await insertAuditedRecord(t.db, {
      campaignId: id,
      broadcasterId: b,
      componentId: late.id,
      versionId: late.versionId,
      status: 'Not Retweeted',
      compliant: false,
      at: daysFromNow(-1),
    });
    const body = (await send(t.app, 'GET', `/api/v1/compliance/?campaign=${slug}`, undefined, scene.users.editor.token)).json();
    expect(body.ended).toBe(true);
    expect(new Date(body.as_of).getTime()).toBeLessThan(Date.now() - 4 * 86_400_000);
    expect(body.broadcasters).toHaveLength(1);
    expect(body.broadcasters[0].verdict).toBe('compliant');
    expect(body.broadcasters[0].compliance).toEqual({ [String(c.id)]: expect.objectContaining({ status: 'Compliant', compliant: true }) });
  });

  it('bad input: campaign required; an unknown campaign is 404', async () => {
    const res = await send(t.app, 'GET', '/api/v1/compliance/', undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ campaign: [messages.required] });
    expect(
      (await send(t.app, 'GET', '/api/v1/compliance/?campaign=no-such-campaign', undefined, scene.users.editor.token)).statusCode,
    ).toBe(404);
  });
});

describe('compliance/history/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let banner: { id: number; versionId: number };
  const url = (username: string) => `/api/v1/compliance/history/?campaign=${scene.campaignA.slug}&broadcaster=${username}`;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'cmph');
    banner = await insertComplianceComponent(t.db, scene.campaignA.id, 'banner-graphics', 'Hist Banner');
    const base = {
      campaignId: scene.campaignA.id,
      broadcasterId: scene.users.broadcaster.id,
      componentId: banner.id,
      versionId: banner.versionId,
    };
    await insertAuditedRecord(t.db, { ...base, status: 'Compliant', compliant: true, at: daysFromNow(-3) });
    await insertAuditedRecord(t.db, { ...base, status: 'Incorrect Image', compliant: false, at: daysFromNow(-2) });
  });
  afterAll(() => t.close());

  it('by caller', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url(scene.users.broadcaster.login))).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('answers the entries newest first; a broadcaster not on the campaign is refused', async () => {
    const res = await send(t.app, 'GET', url(scene.users.broadcaster.login.toUpperCase()), undefined, scene.users.brandViewer.token);
    expect(res.json()).toEqual([
      {
        time: expect.any(String),
        component_id: banner.id,
        component_name: 'Hist Banner',
        component_type: 'banner-graphics',
        status: 'Incorrect Image',
        compliant: false,
        source: 'audit',
        verbiage: null,
        actor: null,
      },
      {
        time: expect.any(String),
        component_id: banner.id,
        component_name: 'Hist Banner',
        component_type: 'banner-graphics',
        status: 'Compliant',
        compliant: true,
        source: 'audit',
        verbiage: null,
        actor: null,
      },
    ]);
    const refused = await send(t.app, 'GET', url(scene.users.otherBroadcaster.login), undefined, scene.users.editor.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ broadcaster: [messages.selectValidBroadcaster] });
  });
});
