import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadToken } from '../report-links.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 Reports tab, §3 Report, §5 report validation, §6 (reports are not under canEditCampaigns), §7; decisions 595-599.
describe('reports/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Spring report',
    type: 'C',
    start_time: '2026-01-01T08:00:00Z',
    end_time: '2026-02-01T20:30:00Z',
    campaigns: [scene.campaignA.slug],
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await send(t.app, 'POST', '/api/v1/reports/', body(extra), scene.users.admin.token);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; report: string | null };
  };
  const reportCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports'))[0].n;
  const markReady = async (id: number) => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(`${t.dataDir}/reports`, { recursive: true });
    writeFileSync(`${t.dataDir}/reports/${id}-test.csv`, 'Spring report\n');
    await t.db.query(`UPDATE reports SET status = 'ready', file_path = $2, file_name = 'Spring report.csv' WHERE id = $1`, [
      id,
      `reports/${id}-test.csv`,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'rep');
  });
  afterAll(() => t.close());

  it('creates for every manager who sees the campaign, read-only ones too', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'POST', '/api/v1/reports/', body({ name: `R ${caller}` }), token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 201,
      otherTeamManager: 404,
      brandViewer: 201,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('answers a new report generating, with its job and every section', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      body({ type: 'P', sections: { broadcaster_table: { columns: ['clicks', 'cvm'], limit: 5 } } }),
      scene.users.readOnlyManager.token,
    );
    const report = res.json();
    expect(report).toMatchObject({
      name: 'Spring report',
      type: 'P',
      campaigns: [scene.campaignA.slug],
      report_start: '2026-01-01T08:00:00.000Z',
      report_end: '2026-02-01T20:30:00.000Z',
      report: null,
      failed: false,
      progress: 0,
    });
    expect(report.sections.header).toEqual({ include: true });
    expect(report.sections.broadcaster_table).toEqual({
      include: true,
      columns: ['clicks', 'cvm'],
      limit: 5,
      filter_empty: true,
      broadcasters: null,
    });
    expect(report.sections.clicks_by_country_table).toMatchObject({ include: true, limit: 10 });
    expect(report.sections.daily_data_table).toMatchObject({ include: false, columns: ['viewable_minutes', 'clicks'] });
    const [job] = await t.db.query<{ kind: string; payload: unknown; max_attempts: number }>(
      'SELECT j.kind, j.payload, j.max_attempts FROM jobs j JOIN reports r ON r.job_id = j.id WHERE r.id = $1',
      [report.id],
    );
    expect(job).toEqual({ kind: 'report', payload: { report_id: report.id }, max_attempts: 3 });
  });

  it('lists for managers in scope, newest first', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const list = (
      await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json() as Array<{ id: number }>;
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => b - a));
  });

  it.each([
    [{ name: 'x'.repeat(129) }, { name: [messages.maxLength(128)] }],
    [{ name: '' }, { name: [messages.required] }],
    [{ type: 'Q' }, { type: [messages.invalidChoice('Q')] }],
    [{ start_time: '2026-02-01T00:00:00Z', end_time: '2026-01-01T00:00:00Z' }, { end_time: [messages.endAfterStart] }],
    [{ start_time: 'yesterday' }, { start_time: [messages.invalidDate] }],
    [{ campaigns: [] }, { campaigns: [messages.required] }],
    [{ sections: { weekly_data_table: { columns: ['peak_viewers'] } } }, { sections: [messages.invalidChoice('peak_viewers')] }],
    [{ sections: { broadcaster_table: { broadcasters: ['rep_other_caster'] } } }, { sections: [messages.selectValidBroadcaster] }],
  ])('refuses %j and writes nothing', async (extra, expected) => {
    const before = await reportCount();
    const res = await send(t.app, 'POST', '/api/v1/reports/', body(extra), scene.users.editor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a row limit that is not a whole number from 1', async () => {
    for (const sections of [{ clicks_by_country_table: { limit: 0 } }, { clicks_by_country_table: { limit: 2.5 } }]) {
      const res = await send(t.app, 'POST', '/api/v1/reports/', body({ sections }), scene.users.editor.token);
      expect(res.statusCode).toBe(400);
    }
  });

  it('accepts a past period, and defaults the period to the campaign start and now', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      { name: 'Open', type: 'X', campaigns: [scene.campaignA.slug] },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(201);
    const [campaign] = await t.db.query<{ start_date: Date }>('SELECT start_date FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    expect(res.json().report_start).toBe(new Date(campaign.start_date).toISOString());
    expect(res.json().report_end).not.toBeNull();
  });

  it('deletes for the report’s maker and campaign editors; read-only managers and brand viewers only their own (decision 675)', async () => {
    const ids: Record<string, number> = {};
    for (const caller of [
      'anonymous',
      'admin',
      'editor',
      'readOnlyManager',
      'otherTeamManager',
      'brandViewer',
      'broadcaster',
      'otherBroadcaster',
    ])
      ids[caller] = (await create({ name: `D ${caller}` })).id;
    await markReady(ids.editor);
    // Made by the admin: editors delete it, read-only managers and brand viewers may not.
    const del = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', `/api/v1/reports/${ids[caller]}/`, undefined, token),
    );
    expect(del).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const kept = await t.db.query<{ id: number }>('SELECT id FROM reports WHERE id = ANY($1::int[]) ORDER BY id', [
      [ids.readOnlyManager, ids.brandViewer],
    ]);
    expect(kept.map((r) => r.id)).toEqual([ids.readOnlyManager, ids.brandViewer].sort((a, b) => a - b));
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${t.dataDir}/reports/${ids.editor}-test.csv`)).toBe(false);
    const [jobs] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE payload->>'report_id' = $1`, [
      String(ids.editor),
    ]);
    expect(jobs.n).toBe(0);
    expect((await send(t.app, 'DELETE', '/api/v1/reports/2147483647/', undefined, scene.users.admin.token)).statusCode).toBe(404);
    // Their own reports: read-only managers and brand viewers delete them; the list says who may.
    for (const role of ['readOnlyManager', 'brandViewer'] as const) {
      const own = (await send(t.app, 'POST', '/api/v1/reports/', body({ name: `Own ${role}` }), scene.users[role].token)).json();
      const list = (
        await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, scene.users[role].token)
      ).json() as Array<{ id: number; can_delete: boolean }>;
      expect(list.find((r) => r.id === own.id)?.can_delete).toBe(true);
      expect(list.find((r) => r.id === ids.readOnlyManager)?.can_delete).toBe(false);
      expect((await send(t.app, 'DELETE', `/api/v1/reports/${own.id}/`, undefined, scene.users[role].token)).statusCode).toBe(204);
    }
    const editorList = (
      await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json() as Array<{ id: number; can_delete: boolean }>;
    expect(editorList.find((r) => r.id === ids.readOnlyManager)?.can_delete).toBe(true);
  });

  it('gives a download address only when ready, and only to managers who see every campaign', async () => {
    const both = await create({ name: 'Both', campaigns: [scene.campaignA.slug, scene.campaignB.slug] });
    const one = await create({ name: 'One' });
    await markReady(both.id);
    await markReady(one.id);
    const addresses = async (token: string) =>
      Object.fromEntries(
        (
          (await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, token)).json() as Array<{
            id: number;
            report: string | null;
          }>
        )
          .filter((r) => r.id === both.id || r.id === one.id)
          .map((r) => [r.id === both.id ? 'both' : 'one', r.report]),
      );
    const admin = await addresses(scene.users.admin.token);
    expect(admin.both).toMatch(/\/api\/v1\/reports\/\d+\/download\/\?token=/);
    const editor = await addresses(scene.users.editor.token);
    expect(editor).toEqual({ both: null, one: expect.stringContaining(`/api/v1/reports/${one.id}/download/?token=`) });
    // Neither can the editor delete what they may not read.
    expect((await send(t.app, 'DELETE', `/api/v1/reports/${both.id}/`, undefined, scene.users.editor.token)).statusCode).toBe(404);

    // The address opens without an Authorization header (a plain link click).
    const path = new URL(editor.one as string).pathname + new URL(editor.one as string).search;
    const file = await t.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Spring report.csv"');
    expect(file.body).toBe('Spring report\n');

    // Per role, with a token signed for that user: only those who see every campaign get the file.
    const now = new Date();
    const secret = 'advocate-local-development-secret-change-me';
    const download = await statusByCaller(scene.users, (_token, caller) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/${one.id}/download/?token=${caller === 'anonymous' ? 'x' : downloadToken(secret, one.id, scene.users[caller].id, now)}`,
      }),
    );
    expect(download).toEqual({
      anonymous: 404,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 404,
      otherBroadcaster: 404,
    });
    // A token for another report, or a tampered one, opens nothing.
    expect((await t.app.inject({ method: 'GET', url: path.replace(`/reports/${one.id}/`, `/reports/${both.id}/`) })).statusCode).toBe(404);
    // Tampered: its last character replaced by another (a fixed replacement could be the same character).
    const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
  });
});
