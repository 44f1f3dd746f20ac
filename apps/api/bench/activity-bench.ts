/**
 * The activity log at 1 million entries (issue 30 part 4; decision 803): pages of GET activity/
 * through the app (authentication, scope, filters, keyset SQL, answer) for an admin and for a
 * manager of three teams, with each filter, the first page and a deep one, and the CSV export of
 * one campaign. Prints n, p50 and p95 per read (target: a filtered page under 50 ms p95) and the
 * load average; nothing is asserted.
 * On PostgreSQL (a fresh database on TEST_PG_ADMIN_URL, 127.0.0.1:5432 by default, dropped after)
 * when it answers, else on embedded PGlite; ACTIVITY_BENCH_DB=pglite|postgres chooses.
 * ACTIVITY_BENCH_ENTRIES sets the size (1,000,000).
 * Run: `npx tsx apps/api/bench/activity-bench.ts` (or `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runBench, time } from './bench-timing.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDb } from '../src/db/pglite-db.ts';
import { openPostgresDb } from '../src/db/postgres-db.ts';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { insertCampaign, insertTeam, scopeManager } from '../src/testing/domain-fixtures.ts';
import { createManager, send } from '../src/testing/test-app.ts';
import { createPostgresTestDatabase, TEST_PG_ADMIN_URL } from '../src/testing/test-db.ts';

const ENTRIES = Number(process.env.ACTIVITY_BENCH_ENTRIES ?? 1_000_000);
const TEAMS = 20;
const CAMPAIGNS_PER_TEAM = 5;
const MANAGERS_PER_TEAM = 2;
const RUNS = 200;
/** Seconds between entries: a million entries span about two years. */
const SPACING_SECONDS = Math.max(1, Math.floor((730 * 86_400) / ENTRIES));

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function openBenchDb(): Promise<{ db: Db; label: string; close(): Promise<void> }> {
  const wanted = process.env.ACTIVITY_BENCH_DB ?? ((await postgresAnswers()) ? 'postgres' : 'pglite');
  if (wanted === 'postgres') {
    const database = await createPostgresTestDatabase();
    const db = await openPostgresDb(database.url);
    return { db, label: 'PostgreSQL', close: async () => (await db.close(), await database.drop()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'advocate-activity-bench-'));
  const db = await openPgliteDb(dir);
  return { db, label: 'PGlite', close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
}

/**
 * The entries, written in one statement from a seeded random stream (the same rows each run): a
 * team's campaign acted on by one of its two managers (one entry in seven by the admin), kinds spread
 * evenly and independently of the team, one entry in a hundred a manager change about two teams
 * (team_id NULL). Newest is now, oldest about two years ago.
 */
async function fillActivity(db: Db, teams: number[], campaigns: number[], managers: number[], admin: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT setseed(0.42)');
    await tx.query(
      `INSERT INTO activity (created, actor_id, actor_email, kind, action, team_id, team_ids, team_name,
                             campaign_id, campaign_name, subject, before, after)
       SELECT now() - make_interval(secs => g * $5::integer),
              CASE WHEN a = 0 THEN $4::integer ELSE ($3::integer[])[(t - 1) * ${MANAGERS_PER_TEAM} + a] END,
              'bench@example.com',
              (ARRAY['team','squad','campaign','component','compliance','webhook','report','feature'])[k],
              'updated',
              CASE WHEN several THEN NULL ELSE ($1::integer[])[t] END,
              CASE WHEN several THEN ARRAY[($1::integer[])[t], ($1::integer[])[1 + t % ${TEAMS}]] ELSE ARRAY[($1::integer[])[t]] END,
              CASE WHEN several THEN NULL ELSE 'Team ' || t END,
              CASE WHEN several THEN NULL ELSE ($2::integer[])[(t - 1) * ${CAMPAIGNS_PER_TEAM} + c] END,
              CASE WHEN several THEN NULL ELSE 'Campaign ' || c END,
              'Subject ' || g,
              jsonb_build_object('name', 'Before ' || g),
              jsonb_build_object('name', 'After ' || g)
       FROM (SELECT g,
                    1 + floor(random() * ${TEAMS})::integer AS t,
                    1 + floor(random() * 8)::integer AS k,
                    1 + floor(random() * ${CAMPAIGNS_PER_TEAM})::integer AS c,
                    CASE WHEN random() < 1.0 / 7 THEN 0 ELSE 1 + floor(random() * ${MANAGERS_PER_TEAM})::integer END AS a,
                    random() < 0.01 AS several
             FROM generate_series(1, $6::integer) g) s`,
      [teams, campaigns, managers, admin, SPACING_SECONDS, ENTRIES],
    );
  });
  await db.query('ANALYZE activity');
}

runBench(async () => {
  const { db, label, close } = await openBenchDb();
  await migrate(db);
  const teams: number[] = [];
  const campaigns: { id: number; slug: string }[] = [];
  const managers: number[] = [];
  for (let t = 1; t <= TEAMS; t += 1) {
    const team = await insertTeam(db, { name: `Team ${t}` });
    teams.push(team);
    for (let c = 0; c < CAMPAIGNS_PER_TEAM; c += 1) {
      const slug = `bench-${t}-${c}`;
      campaigns.push({ id: await insertCampaign(db, { slug, teamId: team }), slug });
    }
    for (let m = 0; m < MANAGERS_PER_TEAM; m += 1) {
      const made = await createManager(db, { email: `m${t}-${m}@example.com`, permissions: { campaigns: 0, teams: 0, users: 1 } });
      await scopeManager(db, made.id, [team]);
      managers.push(made.id);
    }
  }
  const admin = await createManager(db, { email: 'admin@example.com', isAdmin: true });
  // A manager of three teams (the first, and two more), as the scoped reads.
  const scoped = await createManager(db, { email: 'scoped@example.com', permissions: { campaigns: 0, teams: 0, users: 1 } });
  await scopeManager(db, scoped.id, [teams[0], teams[7], teams[13]]);

  const started = performance.now();
  await fillActivity(
    db,
    teams,
    campaigns.map((c) => c.id),
    managers,
    admin.id,
  );
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*) AS n FROM activity');
  console.log(
    `activity bench on ${label}: ${Number(n).toLocaleString('en-US')} entries written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'advocate-activity-app-')),
      RATE_LIMIT_SIGNED_IN_PER_MINUTE: '100000000',
    }),
    db,
    mailer: { send: async () => undefined },
  });
  await app.ready();
  const adminToken = await issueToken(db, admin.id, { origin: 'password', stayLoggedIn: true });
  const scopedToken = await issueToken(db, scoped.id, { origin: 'password', stayLoggedIn: true });

  const page = async (query: string, token: string) => {
    const res = await send(app, 'GET', `/api/v1/activity/${query}`, undefined, token);
    if (res.statusCode !== 200) throw new Error(`activity/${query} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { results: unknown[]; next: string | null };
  };
  /** The cursor `pages` pages down, walked page by page as a reader would. */
  const deep = async (query: string, token: string, pages: number) => {
    let cursor: string | null = null;
    for (let i = 0; i < pages; i += 1) {
      const answer: { next: string | null } = await page(
        `${query}${query ? '&' : '?'}${cursor ? `cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      cursor = answer.next;
      if (!cursor) break;
    }
    return cursor;
  };
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const monthAfter = new Date(Date.now() - 335 * 86_400_000).toISOString().slice(0, 10);
  const campaign = campaigns[0].slug;
  const person = managers[0];
  const reads: Array<[string, string, string]> = [
    ['admin, first page', '?', adminToken],
    ['admin, kind', '?kind=webhook', adminToken],
    ['admin, team', `?team=${teams[5]}`, adminToken],
    ['admin, campaign', `?campaign=${campaign}`, adminToken],
    ['admin, person', `?person=${person}`, adminToken],
    ['admin, a month a year ago', `?date_from=${yearAgo}&date_to=${monthAfter}`, adminToken],
    ['admin, team + kind + month', `?team=${teams[5]}&kind=report&date_from=${yearAgo}&date_to=${monthAfter}`, adminToken],
    ['manager (3 teams), first page', '?', scopedToken],
    ['manager, team', `?team=${teams[7]}`, scopedToken],
    ['manager, kind', '?kind=compliance', scopedToken],
    ['manager, campaign + person', `?campaign=${campaign}&person=${person}`, scopedToken],
    ['manager, person (the admin, on every team)', `?person=${admin.id}`, scopedToken],
    ['manager, kind + a month a year ago', `?kind=feature&date_from=${yearAgo}&date_to=${monthAfter}`, scopedToken],
  ];
  for (const [name, query, token] of reads) {
    for (let i = 0; i < 20; i += 1) await page(query, token); // warm-up: JIT, plans, caches
    await time(`GET activity/ ${name}`, RUNS, () => page(query, token));
  }
  for (const [name, query, token] of [
    ['admin', '', adminToken],
    ['manager', '', scopedToken],
    ['manager, kind', '?kind=compliance', scopedToken],
  ] as const) {
    const cursor = await deep(query, token, 200);
    if (!cursor) continue;
    const at = `${query}${query ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
    for (let i = 0; i < 20; i += 1) await page(at, token);
    await time(`GET activity/ ${name}, page 201 (10,000 deep)`, RUNS, () => page(at, token));
  }
  const exportStart = performance.now();
  const csv = await send(app, 'GET', `/api/v1/activity/export/?campaign=${campaign}`, undefined, scopedToken);
  const rows = csv.body.split('\n').length - 2;
  console.log(
    `GET activity/export/ one campaign: ${rows.toLocaleString('en-US')} rows in ${((performance.now() - exportStart) / 1000).toFixed(2)} s`,
  );
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await app.close();
  await close();
});
