import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { countryName, utcDayKey } from '@advocate/metrics-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueJobs } from '../../platform/jobs/repositories/jobs-repository.ts';
import { recordClicks } from '../events/repositories/event-recording-repository.ts';
import { recordViewershipSamples } from '../events/repositories/viewership-recording-repository.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { jobHandlers } from '../../platform/jobs/job-handlers.ts';
import { JobRunner } from '../../platform/jobs/job-runner.ts';
import { clickTypeLabel, reportFigure } from './report-metric-labels.ts';
import { reportMetricsSource } from './report-metrics-source.ts';
import { reportFilters } from './report-content.ts';

// Issue 9 "Reports": generation as a database job that survives a restart, is retried and ends
// failed with its reason; numbers equal the metrics query layer's for the same filters (decisions 595-599).
describe('report generation', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock: Date;
  const runner = (id: string) => new JobRunner(t.app.ctx, { handlers: jobHandlers, leaseSeconds: 60, concurrency: 1, id, log: () => {} });
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      { name: 'Gen', type: 'C', campaigns: [scene.campaignA.slug], ...extra },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const listed = async (id: number) =>
    (
      (await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)).json() as Array<
        Record<string, unknown>
      >
    ).find((r) => r.id === id);
  const reportRow = async (id: number) =>
    (
      await t.db.query<{ status: string; failed: boolean; failure_reason: string | null; file_path: string | null }>(
        'SELECT status, failed, failure_reason, file_path FROM reports WHERE id = $1',
        [id],
      )
    )[0];
  const jobOf = async (id: number) =>
    (
      await t.db.query<{ status: string; attempts: number; last_error: string | null }>(
        'SELECT j.status, j.attempts, j.last_error FROM jobs j JOIN reports r ON r.job_id = j.id WHERE r.id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    clock = new Date();
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'gen');
    const [{ id: component }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'Shop link') RETURNING id`,
      [scene.campaignA.id],
    );
    const day = (n: number, hour = 12) => new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() - n, hour));
    const click = (n: number, country: string, link: string, ip: string) => ({
      time: day(n),
      broadcasterId: scene.users.broadcaster.id,
      campaignId: scene.campaignA.id,
      componentId: component,
      componentType: 'custom-link',
      trackingLinkId: null,
      link,
      ipAddr: ip,
      country,
      userAgent: 'Mozilla/5.0',
      isBot: false,
    });
    await recordClicks(t.db, [
      click(3, 'CA', 'https://shop.example', '1.1.1.1'),
      click(3, 'US', '=1+2', '1.1.1.2'),
      click(2, 'CA', 'https://shop.example', '1.1.1.3'),
      click(1, 'DE', 'https://shop.example', '1.1.1.4'),
    ]);
    await recordViewershipSamples(
      t.db,
      [3, 2, 1].map((n) => ({
        time: day(n, 15),
        broadcasterId: scene.users.broadcaster.id,
        platform: 'twitch' as const,
        streamId: `s${n}`,
        viewers: 40 * n,
        game: 'Chess',
        intervalSeconds: 300,
      })),
    );
  });
  afterAll(() => t.close());

  it('builds a CSV whose numbers equal the query layer for the same filters', async () => {
    const id = await create({
      sections: {
        clicks_by_component_table: { include: true },
        daily_data_table: { include: true },
        impressions_by_broadcaster: { include: true },
      },
    });
    expect((await listed(id))?.progress).toBe(0);
    await runner('runner-a').runDue();
    expect(await reportRow(id)).toMatchObject({ status: 'ready', failed: false });
    const entry = await listed(id);
    expect(entry).toMatchObject({ failed: false, progress: null, report: expect.stringContaining(`/reports/${id}/download/?token=`) });
    const url = new URL(entry?.report as string);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);

    // Sections of the file: a title line, a header line, rows, a blank line.
    const blocks = file.body
      .trim()
      .split('\n\n')
      .map((b) => b.split('\n'));
    const table = (title: string) =>
      blocks
        .find((b) => b[0] === title)
        ?.slice(2)
        .map((line) => line.split(',')) ?? [];
    const [campaign] = await t.db.query<{
      id: number;
      slug: string;
      name: string;
      start_date: Date;
      end_date: Date | null;
      team_name: string | null;
    }>('SELECT id, slug, name, start_date, end_date, NULL AS team_name FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    const [report] = await t.db.query<{ report_start: Date; report_end: Date }>(
      'SELECT report_start, report_end FROM reports WHERE id = $1',
      [id],
    );
    const f = reportFilters(campaign, report.report_start, report.report_end, clock, null);
    const source = reportMetricsSource(t.db);
    const clicks = await source.clicks(f);
    const typeNames = await source.typeNames();
    const num = (rows: string[][]) => rows.map(([k, ...v]) => [k, ...v.map(Number)]);
    expect(num(table('Clicks by Country'))).toEqual(
      clicks.by_country
        .filter((r) => r.clicks !== 0)
        .slice(0, 10)
        .map((r) => [countryName(r.country), r.clicks]),
    );
    expect(num(table('Clicks by Target Link'))).toEqual(
      clicks.by_target.filter((r) => r.clicks !== 0).map((r) => [r.target.startsWith('=') ? `'${r.target}` : r.target, r.clicks]),
    );
    expect(num(table('Clicks by Type'))).toEqual(
      clicks.by_type.filter((r) => r.clicks !== 0).map((r) => [clickTypeLabel(r.type, typeNames), r.clicks]),
    );
    expect(table('Clicks by Target Link').map((r) => r[0])).toContain("'=1+2");
    const broadcasters = await source.broadcasters(f);
    expect(num(table('Broadcaster Table'))).toEqual(
      broadcasters
        .map((r) => [
          r.username,
          reportFigure('watched_hours', r.watched_hours),
          reportFigure('hours_broadcast', r.hours_broadcast),
          r.average_viewers,
          r.clicks,
          reportFigure('cvm', r.cvm),
          r.num_broadcasts,
        ])
        .filter((r) => r.slice(1).some((v) => v !== 0)),
    );
    const days = await source.periods(f, 'day');
    expect(num(table('Daily Data'))).toEqual(
      days.map((r) => [r.period, r.viewable_minutes, r.clicks]).filter((r) => r.slice(1).some((v) => v !== 0)),
    );
    const weeks = await source.periods(f, 'week');
    expect(num(table('Weekly Data'))).toEqual(
      weeks.map((r) => [r.period, r.viewable_minutes, r.clicks]).filter((r) => r.slice(1).some((v) => v !== 0)),
    );
    expect(clicks.total).toBe(4);

    // The same figures as the metrics page's clicks read for the same days.
    const page = await send(
      t.app,
      'GET',
      `/api/v1/clicks/?campaign=${scene.campaignA.slug}&date_from=${f.since}&date_to=${f.until}`,
      undefined,
      scene.users.editor.token,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().by_country).toEqual(clicks.by_country);
    expect(utcDayKey(report.report_end)).toBe(utcDayKey(clock));
  });

  it('builds PDF and Excel files', async () => {
    const pdf = await create({ type: 'P', sections: { broadcaster_table: { include: true } } });
    const xlsx = await create({ type: 'X' });
    await runner('runner-a').runDue();
    for (const [id, magic] of [
      [pdf, '%PDF-'],
      [xlsx, 'PK'],
    ] as const) {
      const row = await reportRow(id);
      expect(row.status).toBe('ready');
      expect(readFileSync(`${t.dataDir}/${row.file_path}`).subarray(0, magic.length).toString()).toBe(magic);
    }
  });

  it('resumes after a restart: a job whose runner died is run again once its lease runs out', async () => {
    const id = await create();
    // Runner A claims the job, then its process dies before writing anything.
    expect((await claimDueJobs(t.db, 'runner-dead', clock, 60, 10)).map((j) => j.payload.report_id)).toContain(id);
    await runner('runner-b').runDue();
    expect((await reportRow(id)).status).toBe('generating');
    advance(61);
    await runner('runner-b').runDue();
    expect(await reportRow(id)).toMatchObject({ status: 'ready', failed: false });
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('retries a failing generation, then marks it failed with the reason', async () => {
    const id = await create();
    // Something in the way of the reports folder: every attempt fails to write the file.
    const folder = `${t.dataDir}/reports`;
    const { renameSync } = await import('node:fs');
    const moved = existsSync(folder);
    if (moved) renameSync(folder, `${folder}-aside`);
    writeFileSync(folder, 'not a folder');
    try {
      await runner('runner-c').runDue();
      expect(await reportRow(id)).toMatchObject({ status: 'generating', failed: false });
      expect((await listed(id))?.failed).toBe(false);
      advance(31);
      await runner('runner-c').runDue();
      advance(61);
      await runner('runner-c').runDue();
      const row = await reportRow(id);
      expect(row).toMatchObject({ status: 'generating', failed: true, file_path: null });
      expect(row.failure_reason).toMatch(/EEXIST|ENOTDIR/);
      expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
      expect(await listed(id)).toMatchObject({ failed: true, report: null, progress: null });
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(folder);
      if (moved) renameSync(`${folder}-aside`, folder);
    }
  });
});
