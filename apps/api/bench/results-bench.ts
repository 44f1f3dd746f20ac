/**
 * Results at scale (issue 9 "Scale"): for the campaign of `npm run seed:large`, on the embedded
 * database and on the PostgreSQL server, p50/p95 of the overview, the channels read, the metrics
 * Campaign and Clicks reads with filters, unique clicks over 30 days and a full-year CSV report,
 * each beside the same figure computed straight from the raw rows in the same run, with the
 * speedup; then a PDF report of every broadcaster over 90 days, a raw clicks CSV export of about a
 * million rows over HTTP with the RSS it takes (raw-export-bench.ts), and the peak RSS. Figures only;
 * nothing is asserted. Targets: page reads p95 < 100 ms warm and ≥ 50× faster than raw.
 *
 * Datasets (decision 605): the embedded database lives in RESULTS_BENCH_DATA_DIR (default
 * <tmp>/advocate-results-bench) and PostgreSQL in RESULTS_BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/advocate_large, the database to seed the full size into with
 * `DATABASE_URL=… npm run seed:large`). Either is reused when the large campaign is there, else
 * seeded once at the reduced size below (printed). PostgreSQL is skipped when unreachable.
 * Run: `npx nx run api:bench` (or `npm run bench`), or `npx tsx apps/api/bench/results-bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchRawExport } from './raw-export-bench.ts';
import { RAW_CHANNELS, RAW_CLICKS, RAW_OVERVIEW, RAW_REPORT, RAW_SUMMARY, RAW_UNIQUE } from './results-raw-sql.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import type { ReportCampaign } from '../src/modules/reports/repositories/reports-repository.ts';
import { writeCsvReport } from '../src/modules/reports/csv-report-writer.ts';
import { writePdfReport } from '../src/modules/reports/pdf-report-writer.ts';
import { buildReportContent } from '../src/modules/reports/report-content.ts';
import { reportMetricsSource } from '../src/modules/reports/report-metrics-source.ts';
import { type ReportRequest, sectionsFromStored, storedSections } from '../src/modules/reports/report-request.ts';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { send } from '../src/testing/test-app.ts';

const SLUG = 'scale-test-thousand-broadcasters';
/** Reduced sizes seeded when no large dataset is there (seed:large flags). */
const PGLITE_SIZE = ['--broadcasters', '100', '--clicks', '300000', '--days', '365', '--sample-minutes', '30'];
const POSTGRES_SIZE = ['--broadcasters', '250', '--clicks', '1000000', '--days', '365', '--sample-minutes', '15'];
const READS = Number(process.env.RESULTS_BENCH_READS ?? 30);
const RAW_RUNS = Number(process.env.RESULTS_BENCH_RAW_RUNS ?? 3);
const DAY_MS = 86_400_000;

interface Figures {
  p50: number;
  p95: number;
}

async function measure(count: number, run: () => Promise<unknown>): Promise<Figures> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: pick(0.5), p95: pick(0.95) };
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(11);

function printRow(label: string, read: Figures | string, raw: Figures | null): void {
  if (typeof read === 'string') {
    console.log(`${label.padEnd(40)} ${read}`);
    return;
  }
  const ratio = raw ? raw.p50 / read.p50 : 0;
  const speedup = raw ? `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`.padStart(7) : '';
  const rawText = raw ? `raw p50 ${ms(raw.p50)} p95 ${ms(raw.p95)}` : '';
  console.log(`${label.padEnd(40)} p50 ${ms(read.p50)} p95 ${ms(read.p95)}   ${rawText} ${speedup}`);
}

const peakRss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`;
const dayKey = (t: number) => new Date(t).toISOString().slice(0, 10);

function seed(env: Record<string, string>, size: string[]): void {
  console.log(`results-bench: no large dataset found; seeding ${size.join(' ')} (run \`npm run seed:large\` for the full size)`);
  execFileSync('npx', ['tsx', 'tools/seed/src/large/main.ts', ...size], { env: { ...process.env, ...env }, stdio: 'inherit' });
}

/** The PostgreSQL database to bench, created and seeded when missing; undefined when the server does not answer. */
async function postgresTarget(): Promise<string | undefined> {
  const url = process.env.RESULTS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/advocate_large';
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`results-bench: PostgreSQL at ${new URL(url).host} not reachable (${(error as Error).message}); skipped`);
    return undefined;
  }
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return url;
}

async function hasLargeCampaign(db: Db): Promise<boolean> {
  try {
    return (await db.query('SELECT 1 FROM campaigns WHERE slug = $1', [SLUG])).length > 0;
  } catch {
    return false; // not migrated yet
  }
}

async function printSize(db: Db, campaignId: number): Promise<void> {
  const [size] = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM campaign_statuses WHERE campaign_id = $1) AS broadcasters,
       (SELECT coalesce(sum(clicks + bot_clicks), 0) FROM rollup_daily_components WHERE campaign_id = $1) AS clicks,
       (SELECT coalesce(sum(conversions), 0) FROM rollup_daily_components WHERE campaign_id = $1) AS conversions,
       (SELECT coalesce(sum(display_count), 0) FROM rollup_daily_components WHERE campaign_id = $1) AS displays,
       (SELECT coalesce(sum(samples), 0) FROM rollup_daily_campaign_viewership WHERE campaign_id = $1) AS samples,
       (SELECT min(day) || ' to ' || max(day) FROM rollup_daily_campaign_viewership WHERE campaign_id = $1) AS days`,
    [campaignId],
  );
  const n = (k: string) => Number(size[k]).toLocaleString('en-US');
  console.log(
    `dataset: ${n('broadcasters')} broadcasters, ${n('clicks')} clicks, ${n('samples')} viewership samples, ${n('conversions')} conversions, ` +
      `${n('displays')} displays, days ${size.days}`,
  );
}

async function benchTarget(label: string, databaseUrl: string | undefined, dataDir: string): Promise<void> {
  console.log(`\n== ${label}`);
  let db = await openDb({ databaseUrl, dataDir });
  if (!(await hasLargeCampaign(db))) {
    await db.close();
    seed(
      databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir },
      databaseUrl ? POSTGRES_SIZE : PGLITE_SIZE,
    );
    db = await openDb({ databaseUrl, dataDir });
  }
  await migrate(db);
  const now = new Date();
  const reportsDir = mkdtempSync(path.join(tmpdir(), 'advocate-results-bench-files-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: reportsDir,
      RATE_LIMIT_SIGNED_IN_PER_MINUTE: '100000000',
      CLICK_JOURNAL_NAME: `results-bench-${process.pid}`,
    }),
    db,
    mailer: { send: async () => undefined },
  });
  await app.ready();
  try {
    const [{ id: adminId }] = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = 'admin@example.com'");
    const admin = await issueToken(db, adminId, { origin: 'password', stayLoggedIn: true });
    const [campaign] = await db.query<ReportCampaign>(
      `SELECT c.id, c.slug, c.name, c.start_date, c.end_date, t.name AS team_name FROM campaigns c LEFT JOIN teams t ON t.id = c.team_id WHERE c.slug = $1`,
      [SLUG],
    );
    await printSize(db, campaign.id);
    const [group] = await db.query<{ id: number; ids: number[] }>(
      `SELECT l.id, array_agg(lb.broadcaster_id) AS ids FROM labels l JOIN label_broadcasters lb ON lb.label_id = l.id
       WHERE l.campaign_id = $1 AND l.name = 'Regulars' GROUP BY l.id`,
      [campaign.id],
    );
    // Ranges end after the last day with data, so a partly seeded database still fills them.
    const [{ last }] = await db.query<{ last: string | null }>(
      `SELECT to_char(max(day), 'YYYY-MM-DD') AS last FROM rollup_daily_campaign_viewership WHERE campaign_id = $1`,
      [campaign.id],
    );
    const today = Math.min(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      last ? Date.parse(last) + DAY_MS : Infinity,
    );
    console.log(`ranges end on ${dayKey(today - DAY_MS)}`);
    const [d30, d90, d365] = [30, 90, 365].map((days) => today - days * DAY_MS);
    const types = ['live-graphics', 'twitch-chat-bot'];
    const raw = (sql: string, params: unknown[]) => async () => db.query(sql, [campaign.id, ...params]);
    const get = (url: string) => async () => {
      const res = await send(app, 'GET', url, undefined, admin);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode}`);
    };
    const pages: Array<[string, string, (() => Promise<unknown>) | null]> = [
      ['overview (detail, include_metrics)', `/api/v1/campaigns/${SLUG}/?include_metrics=true`, raw(RAW_OVERVIEW, [])],
      ['channels (all ranges incl. 30 days)', `/api/v1/channels/?campaign=${SLUG}`, raw(RAW_CHANNELS, [new Date(d30)])],
      // What the page reads (decisions 626, 631): the chosen range, with the 60-day totals of the 30-day trend.
      ['channels, 30 days (the page’s read)', `/api/v1/channels/?campaign=${SLUG}&range=30`, raw(RAW_CHANNELS, [new Date(d30)])],
      [
        'metrics summary, 90 days, a group',
        `/api/v1/metrics/summary/?campaign=${SLUG}&date_from=${dayKey(d90)}&date_to=${dayKey(today - DAY_MS)}&groups=${group.id}`,
        raw(RAW_SUMMARY, [new Date(d90), new Date(today), group.ids]),
      ],
      [
        'clicks, 90 days, a group and 2 types',
        `/api/v1/clicks/?campaign=${SLUG}&date_from=${dayKey(d90)}&date_to=${dayKey(today - DAY_MS)}&groups=${group.id}&component_types=${types.join(',')}`,
        raw(RAW_CLICKS, [new Date(d90), new Date(today), group.ids, types]),
      ],
      [
        'clicks, unique IPs, 30 days',
        `/api/v1/clicks/?campaign=${SLUG}&date_from=${dayKey(d30)}&date_to=${dayKey(today - DAY_MS)}&unique=true`,
        raw(RAW_UNIQUE, [new Date(d30), new Date(today)]),
      ],
    ];
    console.log(`page reads: ${READS} warm reads after 3 warm-ups through the API; raw rows: ${RAW_RUNS} runs after one warm-up`);
    for (const [name, url, rawRun] of pages) {
      try {
        for (let i = 0; i < 3; i += 1) await get(url)();
      } catch (error) {
        printRow(name, `not measured: GET ${url.split('?')[0]} answered ${(error as Error).message}`, null);
        continue;
      }
      const read = await measure(READS, get(url));
      let rawFigures: Figures | null = null;
      if (rawRun) {
        await rawRun();
        rawFigures = await measure(RAW_RUNS, rawRun);
      }
      printRow(name, read, rawFigures);
    }
    await benchReports(db, campaign, reportsDir, now, [d365, d90, today]);
    await benchRawExport(app, db, campaign, admin, today);
  } finally {
    await app.close();
    await db.close();
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

/** The full-year CSV (default sections) and the 90-day PDF of every broadcaster with daily rows, through the report generator's own functions. */
async function benchReports(db: Db, campaign: ReportCampaign, dir: string, now: Date, [d365, d90, today]: number[]): Promise<void> {
  const build = async (type: 'C' | 'P', start: number, sections: ReportRequest['sections']) => {
    const body: ReportRequest = { name: `Bench ${type}`, type, campaigns: [campaign.slug], sections };
    return buildReportContent(
      db,
      reportMetricsSource(db),
      {
        name: body.name,
        type,
        start: new Date(start),
        end: new Date(today),
        sections: sectionsFromStored(storedSections(body, type)),
        campaigns: [campaign],
      },
      now,
      async () => undefined,
    );
  };
  const csvPath = path.join(dir, 'year.csv');
  const pdfPath = path.join(dir, 'quarter.pdf');
  const report = async (name: string, run: () => Promise<void>, rawRun: (() => Promise<unknown>) | null, file: string) => {
    try {
      await run();
    } catch (error) {
      printRow(name, `not measured: ${(error as Error).message}`, null);
      return;
    }
    const read = await measure(3, run);
    let rawFigures: Figures | null = null;
    try {
      rawFigures = rawRun ? await measure(RAW_RUNS, rawRun) : null;
    } catch (error) {
      console.log(`${name}: raw computation failed: ${(error as Error).message}`);
    }
    printRow(name, read, rawFigures);
    console.log(`${''.padEnd(40)} file ${(statSync(file).size / 1024).toFixed(0)} KiB, peak RSS so far ${peakRss()}`);
  };
  await report(
    'CSV report, full year, default sections',
    async () => writeCsvReport(csvPath, await build('C', d365, {})),
    async () => db.query(RAW_REPORT, [campaign.id, new Date(d365), new Date(today)]),
    csvPath,
  );
  await report(
    'PDF report, all broadcasters, 90 days',
    async () => writePdfReport(pdfPath, await build('P', d90, { daily_data_table: { include: true } })),
    null,
    pdfPath,
  );
}

const pgliteDir = process.env.RESULTS_BENCH_DATA_DIR ?? path.join(tmpdir(), 'advocate-results-bench');
/** RESULTS_BENCH_ONLY=pglite or postgres benches one database. */
const only = process.env.RESULTS_BENCH_ONLY;
if (only !== 'postgres') await benchTarget(`embedded PGlite (${pgliteDir})`, undefined, pgliteDir);
const pgUrl = only === 'pglite' ? undefined : await postgresTarget();
if (pgUrl)
  await benchTarget(
    `PostgreSQL (${new URL(pgUrl).host}${new URL(pgUrl).pathname})`,
    pgUrl,
    mkdtempSync(path.join(tmpdir(), 'advocate-results-bench-pg-')),
  );
console.log(`\npeak RSS ${peakRss()}`);
