/**
 * Issue 8 Done means: "memory flat over a 5-minute run". Mixed load against the API in-process, on
 * its database as `npm start` opens it (embedded PGlite in its worker thread on a data directory,
 * decision 628, whose memory counts in the process's RSS; or a fresh database on the PostgreSQL
 * server with ADVOCATE_TEST_DB=postgres): tracked-link clicks from many
 * addresses (autocannon), open overlay event streams that receive a live graphic change every 15 s,
 * and display reports from those overlays. Prints RSS and heap (after a full GC) every 30 s and the
 * growth from the first sample after warm-up to the last. `--minutes N` sets the length: `npm run
 * bench` runs 1 minute; the 5-minute figure is `npx tsx apps/api/bench/memory-bench.ts --minutes 5`
 * (decision 614). Client and server share the process, so the figures include the load generator.
 * Figures only; nothing is asserted.
 */
import autocannon from 'autocannon';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openBenchApi } from './bench-api.ts';
import { insertUser } from '../src/modules/shared/repositories/users-repository.ts';
import { openSse, type SseStream } from '../src/modules/overlay/routes/sse-test-support.ts';
import { publishLive } from '../src/platform/live/live-events.ts';
import { insertCampaign, setCampaignStatus } from '../src/testing/domain-fixtures.ts';

const minutesArg = process.argv.indexOf('--minutes');
const MINUTES = Number(minutesArg >= 0 ? process.argv[minutesArg + 1] : (process.env.MEMORY_BENCH_MINUTES ?? 1));
const OVERLAYS = Number(process.env.MEMORY_BENCH_OVERLAYS ?? 200);
const LINKS = 50;
const SAMPLE_MS = 30_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

const t = await openBenchApi('memory-bench', { TRUSTED_PROXIES: '1' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const campaignId = await insertCampaign(t.db, { slug: 'memory-bench', name: 'Memory bench' });
const graphic = async (name: string) => {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
    [campaignId, name],
  );
  const [v] = await t.db.query<{ id: number }>(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, 1, 'https://api.test/m.png', $3) RETURNING id`,
    [id, `m${id}`, JSON.stringify({ duration: 10 })],
  );
  return { id, version: v.id };
};
const shown = await graphic('Shown');
const overlays: Array<{ id: number; username: string; key: string }> = [];
await t.db.transaction(async (tx) => {
  for (let i = 0; i < OVERLAYS; i += 1) {
    const username = `memory_${i}`;
    const id = await insertUser(tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 });
    await setCampaignStatus(tx, campaignId, id, 'Active');
    const [{ browsersource_key }] = await tx.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [id],
    );
    overlays.push({ id, username, key: browsersource_key });
  }
});
const keys: string[] = [];
for (let i = 0; i < LINKS; i += 1) {
  const key = `mem${String(i).padStart(3, '0')}`;
  await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [
    key,
    overlays[i % overlays.length].id,
    campaignId,
    `https://shop.example/m/${i}`,
  ]);
  keys.push(key);
}

const streams: SseStream[] = [];
for (let i = 0; i < overlays.length; i += 50) {
  streams.push(
    ...(await Promise.all(
      overlays.slice(i, i + 50).map(({ username, key }) => openSse(`${base}/browsersource/${username}/events/?key=${key}`)),
    )),
  );
}
console.log(
  `memory bench: ${MINUTES} min; ${streams.length} overlay streams, clicks on ${LINKS} links from many addresses, display reports`,
);

const endAt = Date.now() + MINUTES * 60_000;
const running = () => Date.now() < endAt;

// Clicks: each request from another address (X-Forwarded-For, one trusted proxy), so most are counted clicks.
let n = 0;
const clicks = autocannon({
  url: base,
  connections: 8,
  duration: MINUTES * 60,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          path: `/l/${keys[n % LINKS]}`,
          headers: { 'user-agent': BROWSER, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        };
      },
    },
  ],
});

// Overlay reports: each overlay in turn reports a 1-second display that just ended.
const reports = new Map<number, number>();
const reporting = (async () => {
  for (let i = 0; running(); i += 1) {
    const overlay = overlays[i % overlays.length];
    const answer = await fetch(`${base}/browsersource/${overlay.username}/displays/?key=${overlay.key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        component: shown.id,
        version: shown.version,
        started_at: new Date(Date.now() - 1000).toISOString(),
        seconds: 1,
      }),
    });
    await answer.arrayBuffer();
    reports.set(answer.status, (reports.get(answer.status) ?? 0) + 1);
  }
})();

// A live graphic added or removed every 15 s: every stream receives the new state.
let extra: number | undefined;
const changes = setInterval(() => {
  void t.db.transaction(async (tx) => {
    if (extra === undefined) {
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Extra') RETURNING id`,
        [campaignId],
      );
      await tx.query(
        `INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, $2, 1, 'https://api.test/e.png')`,
        [id, `e${id}`],
      );
      extra = id;
    } else {
      await tx.query('DELETE FROM component_versions WHERE component_id = $1', [extra]);
      await tx.query('DELETE FROM components WHERE id = $1', [extra]);
      extra = undefined;
    }
    await publishLive(tx, { type: 'campaign', campaignId });
  });
}, 15_000);

const samples: Array<{ rss: number; heap: number }> = [];
const sample = (label: string) => {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  samples.push({ rss, heap: heapUsed });
  console.log(`${label.padEnd(8)} rss=${mib(rss)} heapUsed=${mib(heapUsed)}`);
};
sample('0:00');
const sampler = setInterval(() => {
  const s = Math.round((Date.now() - (endAt - MINUTES * 60_000)) / 1000);
  sample(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}, SAMPLE_MS);

const clickResult = await clicks;
await reporting;
clearInterval(changes);
clearInterval(sampler);
sample('end');
await t.app.clicks.settled(); // the last clicks still in the click journal (decision 624)
const [{ n: stored }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1', [campaignId]);
console.log(
  `clicks: ${clickResult.requests.total} answered (${clickResult.requests.average.toFixed(0)}/s, p99=${clickResult.latency.p99} ms), ${stored} stored; display reports by status: ${JSON.stringify(Object.fromEntries(reports))}`,
);
// Growth from the first sample after warm-up (30 s) to the last; the first is before any load.
const from = samples[Math.min(1, samples.length - 1)];
const to = samples[samples.length - 1];
console.log(`growth after warm-up: rss ${mib(to.rss - from.rss)} heapUsed ${mib(to.heap - from.heap)} over ${MINUTES} min`);
for (const s of streams) s.close();
await t.close();
process.exit(0);
