import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks } from '../events/repositories/event-recording-repository.ts';
import { recordViewershipSamples } from '../events/repositories/viewership-recording-repository.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { jobHandlers } from '../../platform/jobs/job-handlers.ts';
import { JobRunner } from '../../platform/jobs/job-runner.ts';

// Issue 26 "Reports": the files name component types and countries as the pages do, and hold CVM
// rounded as the pages show it, read back as a spreadsheet would.
describe('report file formatting', () => {
  let t: TestApp;
  let scene: RoleScene;
  const sections = {
    clicks_by_type_table: { include: true },
    clicks_by_country_table: { include: true },
    clicks_by_component_table: { include: true },
    broadcaster_table: { include: true, filter_empty: true },
  };

  /** Makes a report of `type`, runs its job and answers the downloaded file's bytes. */
  async function generated(type: 'C' | 'X'): Promise<Buffer> {
    const made = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      { name: `Formatting ${type}`, type, campaigns: [scene.campaignA.slug], sections },
      scene.users.editor.token,
    );
    expect(made.statusCode).toBe(201);
    await new JobRunner(t.app.ctx, { handlers: jobHandlers, leaseSeconds: 60, concurrency: 1, id: `fmt-${type}`, log: () => {} }).runDue();
    const list = (
      await send(t.app, 'GET', `/api/v1/reports/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json() as Array<{ id: number; report: string | null }>;
    const url = new URL(list.find((r) => r.id === made.json().id)?.report as string);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  }

  /** A section of the CSV: the rows under its title and header line. */
  const csvSection = (rows: string[][], title: string) => {
    const start = rows.findIndex((r) => r.length === 1 && r[0] === title);
    expect(start, title).toBeGreaterThan(-1);
    const end = rows.findIndex((r, i) => i > start && (r.length === 0 || (r.length === 1 && r[0] === '')));
    return rows.slice(start + 1, end === -1 ? undefined : end);
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'fmt');
    const component = async (type: string, name: string) =>
      (
        await t.db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $3) RETURNING id`, [
          scene.campaignA.id,
          type,
          name,
        ])
      )[0].id;
    const cta = await component('dynamic-cta', 'Live offer');
    const link = await component('custom-link', 'Shop link');
    const now = new Date();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 12));
    const click = (componentId: number, componentType: string, country: string, ip: string) => ({
      time: at,
      broadcasterId: scene.users.broadcaster.id,
      campaignId: scene.campaignA.id,
      componentId,
      componentType,
      trackingLinkId: null,
      link: 'https://shop.example',
      ipAddr: ip,
      country,
      userAgent: 'Mozilla/5.0',
      isBot: false,
    });
    await recordClicks(t.db, [
      click(cta, 'dynamic-cta', 'US', '2.2.2.1'),
      click(cta, 'dynamic-cta', 'US', '2.2.2.2'),
      click(link, 'custom-link', 'DE', '2.2.2.3'),
    ]);
    // 37 viewers for five minutes: 185 viewable minutes, so CVM is 3,000,000 / 185 = 16216.216…
    await recordViewershipSamples(t.db, [
      {
        time: at,
        broadcasterId: scene.users.broadcaster.id,
        platform: 'twitch',
        streamId: 'fmt-1',
        viewers: 37,
        game: 'Chess',
        intervalSeconds: 300,
      },
    ]);
  });
  afterAll(() => t.close());

  it('CSV: type display names, country names and CVM to two decimals', async () => {
    const rows = parse((await generated('C')).toString('utf8'), { relax_column_count: true }) as string[][];
    expect(csvSection(rows, 'Clicks by Type').slice(1)).toEqual([
      ['Dynamic Calls to Action', '2'],
      ['Custom Link Clicks', '1'],
    ]);
    expect(csvSection(rows, 'Clicks by Component').slice(1)).toEqual([
      ['Live offer', 'Dynamic Calls to Action', '2'],
      ['Shop link', 'Custom Links', '1'],
    ]);
    expect(csvSection(rows, 'Clicks by Country').slice(1)).toEqual([
      ['United States', '2'],
      ['Germany', '1'],
    ]);
    const [header, ...broadcasters] = csvSection(rows, 'Broadcaster Table');
    const cvm = broadcasters[0][header.indexOf('CVM')];
    expect(cvm).toBe('16216.22');
  });

  it('Excel: the same names, and CVM a number with two decimals', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await generated('X')) as unknown as ExcelJS.Buffer);
    const sheet = (title: string) => {
      const found = book.worksheets.find((s) => s.name === title);
      expect(found, title).toBeTruthy();
      const values: unknown[][] = [];
      found?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    expect(sheet('Clicks by Type').slice(1)).toEqual([
      ['Dynamic Calls to Action', 2],
      ['Custom Link Clicks', 1],
    ]);
    expect(sheet('Clicks by Component').slice(1)).toEqual([
      ['Live offer', 'Dynamic Calls to Action', 2],
      ['Shop link', 'Custom Links', 1],
    ]);
    expect(sheet('Clicks by Country').slice(1)).toEqual([
      ['United States', 2],
      ['Germany', 1],
    ]);
    const [header, ...broadcasters] = sheet('Broadcaster Table');
    expect(broadcasters[0][header.indexOf('CVM')]).toBe(16216.22);
  });
});
