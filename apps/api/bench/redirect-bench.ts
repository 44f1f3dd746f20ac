/**
 * Issue 8 Done means: redirect throughput and p99 of `GET /l/{key}` with recording, side by side with
 * a bare Fastify redirect on the same machine in the same run (targets: at least half the bare
 * requests per second, p99 under 25 ms), plus RSS at the start and end of the run. Uses autocannon
 * against both servers listening on localhost; the recording one is the real API (buildApp) on a
 * PGlite data directory, or DATABASE_URL's server when set. The two take turns for
 * REDIRECT_BENCH_ROUNDS rounds and the ratio is of their medians, so a noisy neighbour in one
 * window does not decide it. REDIRECT_BENCH_CONNECTIONS sets the clients at once (32). With the load
 * in its own thread it also prints the processor time the servers' thread spends per request on each
 * side (from /proc on Linux): what recording adds in the thread that answers, apart from waiting.
 * Figures only; nothing is asserted.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createBroadcaster, insertCampaign, insertTeam } from '../src/testing/domain-fixtures.ts';
import { openBenchApi } from './bench-api.ts';
import { runBench } from './bench-timing.ts';

const DURATION_S = Number(process.env.REDIRECT_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.REDIRECT_BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.REDIRECT_BENCH_ROUNDS ?? 3);
/** autocannon's own threads: the load is generated off the servers' event loop (0: on it, as before). */
const WORKERS = Number(process.env.REDIRECT_BENCH_WORKERS ?? 1);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`;

/**
 * The processor time of the calling thread in ms, from Linux's /proc/thread-self (10 ms ticks);
 * undefined elsewhere. Unlike the event loop's busy time it leaves out the time the thread waited
 * for a core.
 */
function threadCpuMs(): number | undefined {
  try {
    // After the command name in parentheses (which may hold ') ' itself): state, then utime and stime at 11 and 12.
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A round's load and what the servers' thread spent meanwhile. */
interface Run {
  result: autocannon.Result;
  /** The share of the round the servers' event loop was busy. */
  busy: number;
  /** The servers' thread's processor time per request answered, in µs (its busy time where /proc is missing). */
  perRequest: number;
}

async function load(url: string): Promise<Run> {
  const loop = performance.eventLoopUtilization();
  const cpu = threadCpuMs();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'user-agent': BROWSER }, ...(WORKERS > 0 ? { workers: WORKERS } : {}) });
  const used = performance.eventLoopUtilization(loop);
  const after = threadCpuMs();
  const spentMs = cpu === undefined || after === undefined ? used.active : after - cpu;
  return { result, busy: used.utilization, perRequest: (spentMs * 1000) / Math.max(1, result.requests.total) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function line(label: string, { result: r, busy, perRequest }: Run): string {
  const thread = WORKERS > 0 ? `  servers' thread ${(busy * 100).toFixed(0)} % busy, ${perRequest.toFixed(0)} µs per request` : '';
  return `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50=${r.latency.p50} ms  p99=${r.latency.p99} ms  non-3xx=${r.non2xx - r['3xx']}  errors=${r.errors}${thread}`;
}

async function main() {
  console.log(`redirect bench: ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION_S} s each side, load from ${WORKERS > 0 ? `${WORKERS} worker thread(s)` : 'the servers\' thread'}; rss at start ${rss()}`);
  const bare = Fastify();
  bare.get('/l/:key', async (request, reply) => reply.header('Cache-Control', 'no-store').redirect(`https://shop.example/p?advref=${(request.params as { key: string }).key}`, 302));
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const api = await openBenchApi('redirect-bench');
  const { app, db } = api;
  const team = await insertTeam(db, { name: `Bench ${Date.now()}` });
  const slug = `redirect-bench-${Date.now()}`;
  const campaign = await insertCampaign(db, { slug, name: 'Redirect bench', teamId: team });
  const { id: broadcaster } = await createBroadcaster(db, `bench_${Date.now()}`);
  const key = `b${Date.now().toString(36).slice(-5)}`;
  await db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [key, broadcaster, campaign, 'https://shop.example/p?x=1#f']);
  await app.listen({ host: '127.0.0.1', port: 0 });

  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/l/${key}`;
  const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/l/${key}`;
  // Warm both up (JIT, the link cache, PGlite's buffers).
  await autocannon({ url: bareUrl, connections: 4, amount: 200 });
  await autocannon({ url: apiUrl, connections: 4, amount: 200, headers: { 'user-agent': BROWSER } });

  const bareRuns: Run[] = [];
  const apiRuns: Run[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    bareRuns.push(await load(bareUrl));
    apiRuns.push(await load(apiUrl));
    console.log(`round ${round}`);
    console.log(`  ${line('bare Fastify redirect', bareRuns[round - 1])}`);
    console.log(`  ${line(`GET /l/{key} with recording (${db.driver})`, apiRuns[round - 1])}`);
  }
  const storedCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1', [campaign]))[0].n;
  const atEnd = await storedCount();
  // The clicks answered but still in the journal reach the database after the load (decision 624).
  const catchingUp = performance.now();
  await app.clicks.settled();
  const caughtUpMs = performance.now() - catchingUp;
  const stored = await storedCount();
  const bareRate = median(bareRuns.map((r) => r.result.requests.average));
  const apiRate = median(apiRuns.map((r) => r.result.requests.average));
  const p99 = Math.max(...apiRuns.map((r) => r.result.latency.p99));
  console.log(`medians: bare ${bareRate.toFixed(0)} req/s, with recording ${apiRate.toFixed(0)} req/s; worst p99 ${p99} ms`);
  if (WORKERS > 0) {
    // What the servers' own thread spends per answer, apart from waiting.
    const bareCost = median(bareRuns.map((r) => r.perRequest));
    const apiCost = median(apiRuns.map((r) => r.perRequest));
    const apiBusy = median(apiRuns.map((r) => r.busy));
    console.log(`servers' thread per request (medians): bare ${bareCost.toFixed(0)} µs, with recording ${apiCost.toFixed(0)} µs (${(apiCost / bareCost).toFixed(2)}x), busy ${(apiBusy * 100).toFixed(0)} % of the recorded run`);
  }
  const ratio = apiRate / bareRate;
  console.log(`ratio ${(ratio * 100).toFixed(1)} % of bare (target >= 50 %): ${ratio >= 0.5 ? 'met' : 'NOT met'}; p99 ${p99} ms (target < 25 ms): ${p99 < 25 ? 'met' : 'NOT met'}`);
  const answered = apiRuns.reduce((sum, r) => sum + r.result['3xx'], 0) + 200; // and the warm-up's
  console.log(`clicks answered ${answered}, in the database when the load ended ${atEnd}, after the journal caught up ${stored} (${(caughtUpMs / 1000).toFixed(1)} s later): ${stored >= answered ? 'none missing' : `${answered - stored} MISSING`}; rss at end ${rss()}`);

  await bare.close();
  await api.close();
}

runBench(main);
