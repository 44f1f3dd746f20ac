/**
 * Live panels under load (issue 30 part 1; decisions 790, 791): 200 open "Live now" streams on one
 * campaign while tracked-link clicks arrive at 50 per second through `/l/{key}`, against the API
 * in-process on embedded PGlite. Prints the p50 / p95 of other reads (the campaign's detail and the
 * campaigns list) measured alone and then under that load, the snapshots built and written, and
 * how long after the last click every panel showed the final count. The 50 broadcasters have their
 * studio block open too: a click rebuilds its own broadcaster's block only (decision 854), so the
 * snapshots built stay near the campaign's plus one a click window. Run: `npm run bench`.
 * Figures only; nothing is asserted.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { insertUser } from '../src/modules/shared/repositories/users-repository.ts';
import { issueToken } from '../src/modules/auth/index.ts';
import { openSse, type SseStream } from '../src/modules/overlay/routes/sse-test-support.ts';
import { insertCampaign, insertTeam, scopeManager, setCampaignStatus } from '../src/testing/domain-fixtures.ts';
import { createManager, createTestApp } from '../src/testing/test-app.ts';
import { printMemory, runBench } from './bench-timing.ts';

const PANELS = Number(process.env.LIVE_BENCH_PANELS ?? 200);
const CLICKS_PER_SECOND = Number(process.env.LIVE_BENCH_CLICKS_PER_SECOND ?? 50);
const SECONDS = Number(process.env.LIVE_BENCH_SECONDS ?? 20);
const READS_PER_SECOND = 20;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const figures = (label: string, samples: number[]) =>
  console.log(
    `${label.padEnd(40)} n=${samples.length}  p50=${percentile(samples, 0.5).toFixed(2)} ms  p95=${percentile(samples, 0.95).toFixed(2)} ms`,
  );

runBench(async () => {
  const t = await createTestApp({
    TRUSTED_PROXIES: '1',
    LIVE_PANEL_STREAMS_PER_USER: String(PANELS),
    LIVE_PANEL_STREAMS_PER_IP: String(PANELS * 2),
    RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '1000000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const team = await insertTeam(t.db, { name: 'Live bench' });
  const campaignId = await insertCampaign(t.db, { slug: 'live-bench', name: 'Live bench', teamId: team });
  const manager = await createManager(t.db, { email: 'live-bench@example.com', permissions: { campaigns: 0, teams: 0, users: 0 } });
  await scopeManager(t.db, manager.id, [team]);
  const keys: string[] = [];
  const broadcasterTokens: string[] = [];
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < 50; i += 1) {
      const username = `live_bench_${i}`;
      const key = `lvb${String(i).padStart(3, '0')}`; // keys are 6 letters or digits
      const id = await insertUser(tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 });
      await setCampaignStatus(tx, campaignId, id, 'Active');
      await tx.query(
        `INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers, game, interval_seconds)
         VALUES (now(), $1, 'twitch', $2, $3, 'Just Chatting', 60)`,
        [id, `s${i}`, 100 + i],
      );
      await tx.query(
        `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ($1, $2, $3, 'https://shop.example/', true)`,
        [key, id, campaignId],
      );
      keys.push(key);
      broadcasterTokens.push(await issueToken(tx, id, { origin: 'provider', stayLoggedIn: true }));
    }
  });

  const auth = { authorization: `Token ${manager.token}` };
  const reads = [`${base}/api/v1/campaigns/live-bench/?include_metrics=true`, `${base}/api/v1/campaigns/`];
  /** Other reads, `READS_PER_SECOND` of them a second for `seconds`, one after another per URL; their durations. */
  const measureReads = async (seconds: number) => {
    const samples: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      reads.map(async (url) => {
        while (performance.now() < end) {
          const start = performance.now();
          const answer = await fetch(url, { headers: auth });
          await answer.arrayBuffer();
          samples.push(performance.now() - start);
          await new Promise((r) => setTimeout(r, (1000 * reads.length) / READS_PER_SECOND));
        }
      }),
    );
    return samples;
  };

  for (let i = 0; i < 20; i += 1) for (const url of reads) await (await fetch(url, { headers: auth })).arrayBuffer();
  figures('other reads, alone', await measureReads(Math.min(10, SECONDS)));

  const opening = performance.now();
  const streams: SseStream[] = [];
  for (let i = 0; i < PANELS; i += 25) {
    const batch = Array.from({ length: Math.min(25, PANELS - i) }, () => openSse(`${base}/api/v1/campaigns/live-bench/live/events/`, auth));
    streams.push(...(await Promise.all(batch)));
  }
  // Each broadcaster's studio block, open on the same process.
  const studios = await Promise.all(
    broadcasterTokens.map((token) => openSse(`${base}/api/v1/broadcaster-live/events/`, { authorization: `Token ${token}` })),
  );
  await Promise.all([...streams, ...studios].map((s) => s.next('snapshot', () => true, 60_000)));
  console.log(`studio blocks open: ${studios.filter((s) => s.status === 200).length} of ${studios.length}`);
  console.log(
    `live panels open: ${streams.filter((s) => s.status === 200).length} of ${PANELS} in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );

  const buildsBefore = t.app.live.panels.builds;
  let sent = 0;
  let redirected = 0;
  const clickTimes: number[] = [];
  const clicking = (async () => {
    const started = performance.now();
    const pending: Promise<void>[] = [];
    while (sent < CLICKS_PER_SECOND * SECONDS) {
      const due = started + (sent * 1000) / CLICKS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const n = sent;
      sent += 1;
      const ip = `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
      const t0 = performance.now();
      pending.push(
        fetch(`${base}/l/${keys[n % keys.length]}`, { redirect: 'manual', headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip } }).then(
          async (answer) => {
            await answer.arrayBuffer();
            clickTimes.push(performance.now() - t0);
            if (answer.status === 302) redirected += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
  })();
  const loaded = await measureReads(SECONDS);
  await clicking;
  const lastClickAt = performance.now();
  figures('other reads, 200 panels + clicks', loaded);
  figures('clicks (/l/{key})', clickTimes);

  await t.app.clicks.settled();
  const [{ n: stored }] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1 AND flag IS NULL AND time > now() - interval '30 minutes'`,
    [campaignId],
  );
  await Promise.all(streams.map((s) => s.next('snapshot', (d) => (d as { clicks: number }).clicks >= stored, 30_000)));
  const caughtUp = performance.now() - lastClickAt;
  const builds = t.app.live.panels.builds - buildsBefore;
  const events = streams.reduce((n, s) => n + s.events.length, 0);
  console.log(
    `clicks: ${sent} sent at ${CLICKS_PER_SECOND}/s, ${redirected} redirected, ${stored} counted; snapshots built (campaign and studios): ${builds} (${(builds / SECONDS).toFixed(1)}/s), events written: ${events}`,
  );
  console.log(`every panel showed the last click ${caughtUp.toFixed(0)} ms after it was answered`);
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  printMemory();
  for (const s of [...streams, ...studios]) s.close();
  await t.close();
});
