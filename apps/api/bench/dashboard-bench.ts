/**
 * Prints figures for the client dashboard's reads on the demo data (tools/seed) in embedded PGlite:
 * dashboard-campaigns (admin and a scoped editor) and team-broadcasters / team-game-viewership for
 * each range. Target: p95 under 50 ms. Figures only; nothing is asserted.
 * The demo data is written by the seed's own command into a temporary data folder (the seed builds
 * on the API, so the API cannot import it).
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-dashboard-bench-'));
execFileSync('npx', ['tsx', 'tools/seed/src/main.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' });
const db = await openDb({ dataDir });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000000' }),
  db,
  mailer: { send: async () => undefined },
});
await app.ready();

const userId = async (email: string) => (await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email]))[0].id;
const admin = await issueToken(db, await userId('admin@example.com'), { origin: 'password', stayLoggedIn: true });
const editor = await issueToken(db, await userId('editor@example.com'), { origin: 'password', stayLoggedIn: true });
const [team] = await db.query<{ id: number }>(
  "SELECT team_id AS id FROM team_memberships WHERE status = 'Active' GROUP BY team_id ORDER BY count(*) DESC LIMIT 1",
);

const get = (url: string, token: string) => async () => {
  const res = await send(app, 'GET', url, undefined, token);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
};
for (const [label, token] of [
  ['admin', admin],
  ['editor', editor],
] as const) {
  for (let i = 0; i < 20; i += 1) await get('/api/v1/dashboard-campaigns/', token)(); // warm-up: JIT and PGlite caches
  await time(`GET dashboard-campaigns/ (${label})`, 200, get('/api/v1/dashboard-campaigns/', token));
}
for (const days of ['07', '30', 'all']) {
  await time(`GET team-broadcasters/?days=${days}`, 200, get(`/api/v1/team-broadcasters/?team=${team.id}&days=${days}`, admin));
}
await time('GET team-game-viewership/?days=90', 200, get(`/api/v1/team-game-viewership/?team=${team.id}&days=90`, admin));
printMemory();
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
