/**
 * Decision 633: what the click journal's mover costs per click once the redirect has answered —
 * the repeat check, the raw row, the rollups and the journal position, in batches of 1,000 as the
 * mover stores them. Two kinds of traffic: every click from one address (all repeats after the
 * first, as in the redirect bench) and every click from a new address (all counted). The second
 * runs in three phases over one growing hour of counted clicks, to show the repeat check does not
 * grow with the traffic. Prints wall time and processor time per click (this process, and the
 * server's processes when DATABASE_URL names a local PostgreSQL). Figures only; nothing is asserted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import { ensureEventPartitions, monthsAround } from '../src/modules/events/event-partitions.ts';
import { clickLine, type PendingClick } from '../src/platform/clicks/click-line.ts';
import { storeClickLines } from '../src/platform/clicks/click-store.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../src/testing/domain-fixtures.ts';
import { runBench } from './bench-timing.ts';

const BATCH = 1000;
const BATCHES = Number(process.env.MOVER_BENCH_BATCHES ?? 20);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Processor ticks (1/100 s) of this machine's postgres processes: the server's share when it runs here. */
function serverTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-mover-bench-'));
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(db);
  // The month's partitions, as `npm start` makes them (decision 623): clicks go where they would in production.
  await ensureEventPartitions(db, ...monthsAround(new Date()));
  const stamp = Date.now();
  const team = await insertTeam(db, { name: `Mover bench ${stamp}` });
  const campaign = await insertCampaign(db, { slug: `mover-bench-${stamp}`, name: 'Mover bench', teamId: team });
  const { id: broadcaster } = await createBroadcaster(db, `mover_${stamp}`);
  const key = `v${stamp.toString(36).slice(-5)}`;
  const target = `https://shop.example/${key}`;
  const [{ id: linkId }] = await db.query<{ id: number }>(
    'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4) RETURNING id',
    [key, broadcaster, campaign, target],
  );
  const store = storeClickLines(db.driver);
  let n = 0;
  const line = (ip: string) =>
    clickLine({
      key,
      target,
      campaignSlug: 'mover-bench',
      username: 'mover',
      hasWebhooks: false,
      event: {
        time: new Date(),
        broadcasterId: broadcaster,
        campaignId: campaign,
        componentId: null,
        componentType: null,
        trackingLinkId: linkId,
        link: target,
        ipAddr: ip,
        country: null,
        userAgent: BROWSER,
        referrer: '',
        flag: null,
        isBot: false,
      },
    } satisfies PendingClick);
  const distinct = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
  const server = db.driver === 'postgres' && /127\.0\.0\.1|localhost/.test(process.env.DATABASE_URL ?? '');

  const run = async (label: string, ip: () => string) => {
    const batches = Array.from({ length: BATCHES }, () => Array.from({ length: BATCH }, () => line(ip())));
    const ticks = serverTicks();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const lines of batches) await db.transaction((tx) => store(tx, lines));
    const perClick = (ms: number) => `${((ms * 1000) / (BATCHES * BATCH)).toFixed(1)} µs`;
    const used = process.cpuUsage(cpu);
    const parts = [`wall ${perClick(performance.now() - started)}`, `this process ${perClick((used.user + used.system) / 1000)}`];
    if (server) parts.push(`server ${perClick((serverTicks() - ticks) * 10)}`);
    console.log(`${label.padEnd(44)} ${parts.join(', ')} per click`);
  };

  console.log(`click mover bench (${db.driver}): ${BATCHES} batches of ${BATCH} clicks per line`);
  // Warm-up: plans kept, caches filled.
  for (let i = 0; i < 6; i += 1)
    await db.transaction((tx) =>
      store(
        tx,
        Array.from({ length: 100 }, () => line('192.0.2.1')),
      ),
    );
  await run('one address (repeats)', () => '192.0.2.1');
  for (const phase of [1, 2, 3]) await run(`new addresses, phase ${phase} (${(phase - 1) * BATCHES}k counted before)`, distinct);
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

runBench(main);
