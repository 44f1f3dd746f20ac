import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordConversions } from '../events/repositories/event-recording-repository.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { writeCsvReport } from './csv-report-writer.ts';
import { buildReportContent } from './report-content.ts';
import { reportMetricsSource } from './report-metrics-source.ts';
import { sectionsFromStored, storedSections } from './report-request.ts';

// issue 26 item 2 "Pages and reports show verified and unverified conversions apart"; decision 664.
describe('verified and unverified conversions on the metrics cards and in reports', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'cvsplit');
    const [{ id: component }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'Shop link') RETURNING id",
      [scene.campaignA.id],
    );
    const conversion = (verified: boolean, hoursAgo: number) => ({
      time: new Date(Date.now() - hoursAgo * 3_600_000),
      trackingLinkId: null,
      source: 'k',
      broadcasterId: scene.users.broadcaster.id,
      campaignId: scene.campaignA.id,
      componentId: component,
      componentType: 'custom-link',
      ipAddr: null,
      country: null,
      verified,
    });
    await recordConversions(t.db, [
      conversion(true, 1),
      conversion(true, 2),
      conversion(false, 1),
      conversion(false, 3),
      conversion(false, 4),
    ]);
  });
  afterAll(() => t.close());

  it('metrics summary: conversions keep their total and split into verified and unverified', async () => {
    const res = await send(t.app, 'GET', `/api/v1/metrics/summary/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ conversions: 5, verified_conversions: 2, unverified_conversions: 3 });
  });

  it('report: the campaign parameters list conversions, verified and unverified (CSV, Excel and PDF share them)', async () => {
    const [campaign] = await t.db.query<{
      id: number;
      slug: string;
      name: string;
      start_date: Date;
      end_date: Date | null;
      team_name: string | null;
    }>('SELECT id, slug, name, start_date, end_date, NULL AS team_name FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    const now = new Date();
    const content = await buildReportContent(
      t.db,
      reportMetricsSource(t.db),
      {
        name: 'Split',
        type: 'C',
        start: new Date(now.getTime() - 7 * 86_400_000),
        end: now,
        sections: sectionsFromStored(storedSections({ name: 'Split', type: 'C' } as never, 'C')),
        campaigns: [campaign],
      },
      now,
      async () => undefined,
    );
    expect(content.parameters?.rows.slice(-3)).toEqual([
      ['Conversions', '5'],
      ['Verified conversions', '2'],
      ['Unverified conversions', '3'],
    ]);
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'report-split-')), 'r.csv');
    await writeCsvReport(out, content);
    expect(readFileSync(out, 'utf8')).toContain('Conversions,5\nVerified conversions,2\nUnverified conversions,3\n');
  });
});
