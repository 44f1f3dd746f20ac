/**
 * Prints figures for the campaign overview's reads on the demo data (tools/seed) in embedded
 * PGlite: the detail with include_metrics (overview figures of every range from the rollups), the
 * click and viewership series for each range, the activity feed and the groups. Target: p95 under
 * 50 ms. Figures only; nothing is asserted.
 * Run: `npx nx run api:bench` (or `npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printMemory, time } from './bench-timing.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/open-db.ts';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { send } from '../src/testing/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-overview-bench-'));
execFileSync('npx', ['tsx', 'tools/seed/src/main.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' });
const db = await openDb({ dataDir });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000000' }),
  db,
  mailer: { send: async () => undefined },
});
await app.ready();

const [{ id: adminId }] = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = 'admin@example.com'");
const admin = await issueToken(db, adminId, { origin: 'password', stayLoggedIn: true });
// The campaign with the most rollup rows is the heaviest overview.
const [{ slug }] = await db.query<{ slug: string }>(
  `SELECT c.slug FROM campaigns c JOIN rollup_daily_components r ON r.campaign_id = c.id GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
);

const get = (url: string) => async () => {
  const res = await send(app, 'GET', url, undefined, admin);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
};
const reads: Array<[string, string]> = [
  [`GET campaigns/${slug}/?include_metrics=true`, `/api/v1/campaigns/${slug}/?include_metrics=true`],
  ['GET campaigns/?include_metrics=true', '/api/v1/campaigns/?include_metrics=true'],
  ['GET campaign-events/ (100)', `/api/v1/campaign-events/?campaign=${slug}&limit=100&offset=0`],
  ['GET labels/', `/api/v1/labels/?campaign=${slug}`],
];
for (const days of ['07', '30', '90', 'all']) {
  reads.push([`GET metrics/clicks-by-day/ (${days})`, `/api/v1/metrics/clicks-by-day/?campaign=${slug}&days=${days}`]);
  reads.push([`GET metrics/viewership/ (${days})`, `/api/v1/metrics/viewership/?campaign=${slug}&days=${days}`]);
}
for (const [label, url] of reads) {
  for (let i = 0; i < 20; i += 1) await get(url)(); // warm-up
  await time(label, 200, get(url));
}
printMemory();
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
