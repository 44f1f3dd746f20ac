import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks } from '../events/repositories/event-recording-repository.ts';
import { detectTrafficFlags } from '../traffic-quality/index.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeCsvReport } from './csv-report-writer.ts';
import { writePdfReport } from './pdf-report-writer.ts';
import { writeXlsxReport } from './xlsx-report-writer.ts';
import { buildReportContent } from './report-content.ts';
import { reportMetricsSource } from './report-metrics-source.ts';
import { sectionsFromStored, storedSections } from './report-request.ts';

// Issue 30 part 2: reports get a "Traffic quality" section; decision 815.
describe("the reports' Traffic quality section", () => {
  let t: TestApp;
  let scene: RoleScene;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tqrep');
    const [{ id: component }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'Shop link') RETURNING id",
      [scene.campaignA.id],
    );
    const click = (ip: string, flag: 'bot' | 'prefetch' | 'repeat' | null, i: number) => ({
      time: new Date(now.getTime() - i * 1000),
      broadcasterId: scene.users.broadcaster.id,
      campaignId: scene.campaignA.id,
      componentId: component,
      componentType: 'custom-link',
      trackingLinkId: null,
      link: 'https://shop.example/',
      ipAddr: ip,
      country: null,
      userAgent: `Mozilla/5.0 build ${i}`,
      isBot: flag !== null,
      flag,
    });
    await recordClicks(t.db, [
      ...Array.from({ length: 24 }, (_, i) => click('203.0.113.5', null, i)),
      ...Array.from({ length: 6 }, (_, i) => click(`192.0.2.${i + 1}`, null, i)),
      click('192.0.2.50', 'bot', 1),
      click('192.0.2.51', 'prefetch', 1),
      click('192.0.2.52', 'repeat', 1),
      click('192.0.2.53', 'repeat', 2),
    ]);
    await detectTrafficFlags(t.db, now);
  });
  afterAll(() => t.close());

  it('lists the shares per channel with a total and every flag with its reason, in CSV, Excel and PDF', async () => {
    const [campaign] = await t.db.query<{
      id: number;
      slug: string;
      name: string;
      start_date: Date;
      end_date: Date | null;
      team_name: null;
    }>('SELECT id, slug, name, start_date, end_date, NULL AS team_name FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    const content = await buildReportContent(
      t.db,
      reportMetricsSource(t.db),
      {
        name: 'Quality',
        type: 'C',
        start: new Date(now.getTime() - 7 * 86_400_000),
        end: now,
        sections: sectionsFromStored(storedSections({ name: 'Quality', type: 'C' } as never, 'C')),
        campaigns: [campaign],
      },
      now,
      async () => undefined,
    );
    const shares = content.tables.find((table) => table.title === 'Traffic quality');
    expect(shares?.rows).toEqual([
      [scene.users.broadcaster.login, 34, 1, 1, 2, 30, 88.2, 24, 80, 0, 0, 0],
      ['Total', 34, 1, 1, 2, 30, 88.2, 24, 80, 0, 0, 0],
    ]);
    const flags = content.tables.find((table) => table.title === 'Traffic flags');
    expect(flags?.rows).toEqual([
      [
        // Masked in every report, whoever generates it (decision 845).
        expect.stringContaining("One address (203.0.113.x) made 24 of the channel's 30 counted clicks"),
        scene.users.broadcaster.login,
        'One address',
        24,
        'Open',
        '',
        '',
      ],
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'report-quality-'));
    await writeCsvReport(path.join(dir, 'r.csv'), content);
    const csv = readFileSync(path.join(dir, 'r.csv'), 'utf8');
    expect(csv).toContain('Traffic quality\nBroadcaster,Clicks,Bots,Prefetches,Repeats,Counted,Counted %,Flagged,Flagged % of counted,');
    expect(csv).toContain('Total,34,1,1,2,30,88.2,24,80,0,0,0\n');
    expect(csv).toContain('One address (203.0.113.x)');
    expect(csv).not.toContain('203.0.113.5');
    await writeXlsxReport(path.join(dir, 'r.xlsx'), content);
    await writePdfReport(path.join(dir, 'r.pdf'), content);
    expect(readFileSync(path.join(dir, 'r.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
