import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { insertAuditedRecord, insertComplianceComponent } from './compliance-test-support.ts';

// spec 01 §4 Compliance ('Override switches compliant to noncompliant or the reverse', 'only while
// the campaign has not ended'), §6 canEditCampaigns, §7 POST override-compliance/; decision 571.
describe('override-compliance/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let banner: { id: number; versionId: number };
  let tweet: { id: number; versionId: number };
  const history = async () =>
    t.db.query<{ status: string; compliant: boolean; source: string; actor_id: number | null; verbiage: string | null }>(
      `SELECT h.status, h.compliant, h.source, h.actor_id, h.verbiage FROM compliance_history h JOIN compliance_records r ON r.id = h.record_id
       WHERE r.campaign_id = $1 ORDER BY h.id`,
      [scene.campaignA.id],
    );
  const post = (body: unknown, token = scene.users.editor.token) => send(t.app, 'POST', '/api/v1/override-compliance/', body, token);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ovrc');
    banner = await insertComplianceComponent(t.db, scene.campaignA.id, 'banner-graphics', 'Override Banner');
    tweet = await insertComplianceComponent(t.db, scene.campaignA.id, 'suggested-tweet', 'Never audited');
    await insertAuditedRecord(t.db, {
      campaignId: scene.campaignA.id,
      broadcasterId: scene.users.broadcaster.id,
      componentId: banner.id,
      versionId: banner.versionId,
      status: 'Incorrect Image',
      compliant: false,
      at: daysFromNow(-1),
    });
  });
  afterAll(() => t.close());

  it('by caller: editors of the campaign only', async () => {
    const body = { broadcaster: scene.users.broadcaster.login, action: 'override_to_compliant', component_version_id: banner.versionId };
    const statuses = await statusByCaller(scene.users, (token) => send(t.app, 'POST', '/api/v1/override-compliance/', body, token));
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 400,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('writes the record and a history entry with who, when and why; the read shows the new verdict', async () => {
    const before = (await history()).length;
    const res = await post({
      broadcaster: scene.users.broadcaster.login,
      action: 'override_to_noncompliant',
      component_version_id: banner.versionId,
      verbiage: '  Banner removed from panel  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      component_id: banner.id,
      verbiage: 'Banner removed from panel',
      audit_time: expect.any(String),
      compliance: false,
    });
    const entries = await history();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toEqual({
      status: 'Manually Marked As Non-Compliant',
      compliant: false,
      source: 'override',
      actor_id: scene.users.editor.id,
      verbiage: 'Banner removed from panel',
    });
    const read = (
      await send(t.app, 'GET', `/api/v1/compliance/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    expect(read.broadcasters[0]).toMatchObject({
      verdict: 'noncompliant',
      compliance: {
        [String(banner.id)]: {
          status: 'Manually Marked As Non-Compliant',
          compliant: false,
          overridden: true,
          verbiage: 'Banner removed from panel',
          last_updated: res.json().audit_time,
        },
      },
    });
    const listed = (
      await send(
        t.app,
        'GET',
        `/api/v1/compliance/history/?campaign=${scene.campaignA.slug}&broadcaster=${scene.users.broadcaster.login}`,
        undefined,
        scene.users.readOnlyManager.token,
      )
    ).json();
    expect(listed[0]).toMatchObject({
      source: 'override',
      actor: `ovrc-editor@example.com`,
      verbiage: 'Banner removed from panel',
      time: res.json().audit_time,
    });

    const back = await post({
      broadcaster: scene.users.broadcaster.login,
      action: 'override_to_compliant',
      component_version_id: banner.versionId,
      audit_time: res.json().audit_time,
      compliance: false,
    });
    expect(back.json()).toMatchObject({ compliance: true, verbiage: null });
    const after = (
      await send(t.app, 'GET', `/api/v1/compliance/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    expect(after.broadcasters[0].verdict).toBe('compliant');
    expect(after.broadcasters[0].compliance[String(banner.id)].status).toBe('Manually Marked As Compliant');
  });

  it('a component never audited gets a record from the override', async () => {
    const res = await post({
      broadcaster: scene.users.broadcaster.login,
      action: 'override_to_noncompliant',
      component_version_id: tweet.versionId,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ required: boolean; overridden: boolean; status: string }>(
      'SELECT required, overridden, status FROM compliance_records WHERE component_id = $1',
      [tweet.id],
    );
    expect(row).toEqual({ required: true, overridden: true, status: 'Manually Marked As Non-Compliant' });
  });

  it('bad input, stale results and ended campaigns: the messages, nothing written', async () => {
    const before = (await history()).length;
    const ok = { broadcaster: scene.users.broadcaster.login, action: 'override_to_compliant', component_version_id: banner.versionId };
    let res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      broadcaster: [messages.required],
      action: [messages.required],
      component_version_id: [messages.required],
    });
    res = await post({ ...ok, action: 'flip' });
    expect(res.json()).toEqual({ action: [messages.invalidChoice('flip')] });
    res = await post({ ...ok, audit_time: 'yesterday' });
    expect(res.json()).toEqual({ audit_time: [messages.invalidDate] });
    res = await post({ ...ok, verbiage: 'x'.repeat(501) });
    expect(res.json()).toEqual({ verbiage: [messages.maxLength(500)] });
    res = await post({ ...ok, component_version_id: 99999999 });
    expect(res.json()).toEqual({ component_version_id: [messages.unknownPk(99999999)] });
    res = await post({ ...ok, broadcaster: scene.users.otherBroadcaster.login });
    expect(res.json()).toEqual({ broadcaster: [messages.selectValidBroadcaster] });
    res = await post({ ...ok, audit_time: daysFromNow(-3).toISOString() });
    expect(res.json()).toEqual({ non_field_errors: [serverMessages.complianceChanged] });
    res = await post({ ...ok, compliance: false });
    expect(res.json()).toEqual({ non_field_errors: [serverMessages.complianceChanged] });

    const ended = await insertCampaign(t.db, { slug: 'ovrc-ended', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
    await setCampaignStatus(t.db, ended, scene.users.broadcaster.id, 'Campaign Ended');
    const old = await insertComplianceComponent(t.db, ended, 'banner-graphics', 'Old');
    res = await post({ ...ok, component_version_id: old.versionId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
    expect((await history()).length).toBe(before);
  });
});
