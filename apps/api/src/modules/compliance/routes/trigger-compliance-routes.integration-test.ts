import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 'Trigger Audit', §4 (audits only while the campaign has not ended), §6, §7 POST
// trigger-compliance/; issue 8 audits; decision 550.
describe('trigger-compliance', () => {
  let t: TestApp;
  let scene: RoleScene;
  const post = (body: unknown, token?: string) => send(t.app, 'POST', '/api/v1/trigger-compliance/', body, token);
  const auditJobs = async (campaignId: number) =>
    t.db.query<{ id: number; status: string; audit_id: number }>(
      `SELECT j.id::int AS id, j.status, (j.payload ->> 'audit_id')::int AS audit_id FROM jobs j
       WHERE j.kind = 'compliance-audit' AND (j.payload ->> 'audit_id')::int IN (SELECT id FROM compliance_audits WHERE campaign_id = $1) ORDER BY j.id`,
      [campaignId],
    );
  const audits = async (campaignId: number) =>
    t.db.query<{ id: number; requested_by: number | null; finished_at: Date | null; failed: boolean }>(
      'SELECT id, requested_by, finished_at, failed FROM compliance_audits WHERE campaign_id = $1 ORDER BY id',
      [campaignId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'trigc');
  });
  afterAll(() => t.close());

  it('by caller: only managers who may edit the campaign queue an audit', async () => {
    const statuses = await statusByCaller(scene.users, (token) => post({ campaign: scene.campaignA.slug }, token));
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 202,
      editor: 202,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    // The admin's click queued the audit; the editor's found it queued and queued nothing more.
    expect(await audits(scene.campaignA.id)).toEqual([
      { id: expect.any(Number), requested_by: scene.users.admin.id, finished_at: null, failed: false },
    ]);
    expect(await auditJobs(scene.campaignA.id)).toHaveLength(1);
  });

  it('answers the queued audit and the last audit time; a double click queues one job', async () => {
    const [first, second] = [
      await post({ campaign: scene.campaignB.slug }, scene.users.otherTeamManager.token),
      await post({ campaign: scene.campaignB.slug }, scene.users.otherTeamManager.token),
    ];
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      campaign: scene.campaignB.slug,
      status: 'queued',
      requested_at: expect.any(String),
      started_at: null,
      last_audit_at: null,
    });
    expect(second.json()).toEqual(first.json());
    const jobs = await auditJobs(scene.campaignB.id);
    expect(jobs).toEqual([{ id: expect.any(Number), status: 'queued', audit_id: first.json().id }]);

    // Once the audit finished, the next click queues a new one and reports when the last one ran.
    const finished = new Date('2026-01-02T03:04:05.000Z');
    await t.db.query('UPDATE compliance_audits SET started_at = $2, finished_at = $2 WHERE id = $1', [first.json().id, finished]);
    await t.db.query(`UPDATE jobs SET status = 'done' WHERE id = $1`, [jobs[0].id]);
    const third = await post({ campaign: scene.campaignB.slug }, scene.users.otherTeamManager.token);
    expect(third.json()).toMatchObject({ status: 'queued', last_audit_at: finished.toISOString() });
    expect(third.json().id).not.toBe(first.json().id);
    expect(await auditJobs(scene.campaignB.id)).toHaveLength(2);
  });

  it('an audit whose job failed is closed, and a new one is queued', async () => {
    const res = await post({ campaign: scene.campaignB.slug }, scene.users.otherTeamManager.token);
    const jobs = await auditJobs(scene.campaignB.id);
    await t.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [jobs.at(-1)?.id]);
    const again = await post({ campaign: scene.campaignB.slug }, scene.users.otherTeamManager.token);
    expect(again.json().id).not.toBe(res.json().id);
    const rows = await audits(scene.campaignB.id);
    expect(rows.find((a) => a.id === res.json().id)).toMatchObject({ failed: true, finished_at: expect.any(Date) });
  });

  it('bad input: required campaign, unknown campaign, ended campaign; nothing queued', async () => {
    const ended = await insertCampaign(t.db, { slug: 'trigc-ended', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
    let res = await post({}, scene.users.editor.token);
    expect([res.statusCode, res.json()]).toEqual([400, { campaign: ['Required Field'] }]);
    res = await post({ campaign: 'no-such-campaign' }, scene.users.editor.token);
    expect(res.statusCode).toBe(404);
    res = await post({ campaign: 'trigc-ended' }, scene.users.editor.token);
    expect([res.statusCode, res.json()]).toEqual([400, { non_field_errors: ['This campaign has ended and can no longer be changed.'] }]);
    expect(await audits(ended)).toEqual([]);
  });
});
