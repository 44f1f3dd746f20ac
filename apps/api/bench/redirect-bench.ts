/**
 * Issue 8 Done means: redirect throughput and p99 of `GET /l/{key}` with recording, side by side with
 * a bare Fastify redirect on the same machine in the same run (targets: at least half the bare
 * requests per second, p99 under 25 ms), plus RSS at the start and end of the run. The load comes
 * from autocannon in a worker thread, or Debian's wrk in a process of its own with
 * REDIRECT_BENCH_LOAD=wrk (http-load.ts, decision 637), against both servers listening on
 * localhost; the recording one is the real API (buildApp) on a PGlite data directory, or
 * DATABASE_URL's server when set. The two take turns for REDIRECT_BENCH_ROUNDS rounds and the ratio
 * is of their medians, so a noisy neighbour in one window does not decide it.
 * REDIRECT_BENCH_CONNECTIONS sets the clients at once (32). It also prints, per side, the processor
 * time the servers' thread spends per request (from /proc on Linux: what recording adds in the
 * thread that answers, apart from waiting), the time from a request's arrival in the server to its
 * answer handed to the socket (what of the client's latency is the server's), and the event loop's
 * delay.
 * Figures only; nothing is asserted.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createHistogram, monitorEventLoopDelay, performance, type RecordableHistogram } from 'node:perf_hooks';
import Fastify from 'fastify';
import { createBroadcaster, insertCampaign, insertTeam } from '../src/testing/domain-fixtures.ts';
import { openBenchApi } from './bench-api.ts';
import { runBench } from './bench-timing.ts';
import { type LoadResult, loadGenerator, runLoad } from './http-load.ts';

const DURATION_S = Number(process.env.REDIRECT_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.REDIRECT_BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.REDIRECT_BENCH_ROUNDS ?? 3);
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
  result: LoadResult;
  /** The share of the round the servers' event loop was busy. */
  busy: number;
  /** The servers' thread's processor time per request answered, in µs (its busy time where /proc is missing). */
  perRequest: number;
  /** How late a ready callback ran on the servers' event loop in the round, ms. */
  loopDelay: Spread;
  /** From the request's arrival in the server (its 'request' event) to its answer handed to the socket, ms. */
  inServer: Spread;
}

interface Spread {
  p99: number;
  max: number;
}

/** A histogram of nanoseconds as its p99 and worst in ms. */
const spread = (h: { percentile(p: number): number; max: number }): Spread => ({ p99: h.percentile(99) / 1e6, max: h.max / 1e6 });

/** Times every answer of `server` from its 'request' event to its 'finish', into a histogram read and reset once per round. */
function timeAnswers(server: Server): RecordableHistogram {
  const histogram = createHistogram();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    const start = process.hrtime.bigint();
    response.once('finish', () => histogram.record(process.hrtime.bigint() - start || 1n));
  });
  return histogram;
}

async function load(url: string, answers: RecordableHistogram, seconds = DURATION_S): Promise<Run> {
  const loop = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  answers.reset();
  const cpu = threadCpuMs();
  const result = await runLoad({ url, connections: CONNECTIONS, seconds, userAgent: BROWSER });
  const used = performance.eventLoopUtilization(loop);
  const after = threadCpuMs();
  delay.disable();
  const spentMs = cpu === undefined || after === undefined ? used.active : after - cpu;
  return { result, busy: used.utilization, perRequest: (spentMs * 1000) / Math.max(1, result.total), loopDelay: spread(delay), inServer: spread(answers) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function lines(label: string, { result: r, busy, perRequest, loopDelay, inServer }: Run): string {
  const ms = (value: number) => `${Number(value.toFixed(2))} ms`;
  return [
    `${label.padEnd(34)} ${r.rate.toFixed(0).padStart(7)} req/s  p50=${ms(r.p50Ms)}  p99=${ms(r.p99Ms)}  non-2xx/3xx=${r.bad}  errors=${r.errors}`,
    `${''.padEnd(34)} in the server p99=${ms(inServer.p99)} max=${ms(inServer.max)}; servers' thread ${(busy * 100).toFixed(0)} % busy, ${perRequest.toFixed(0)} µs per request, loop delay p99=${ms(loopDelay.p99)} max=${ms(loopDelay.max)}`,
  ].join('\n  ');
}

async function main() {
  console.log(`redirect bench: ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION_S} s each side, load from ${loadGenerator() === 'wrk' ? 'wrk in its own process' : 'autocannon in a worker thread'}; rss at start ${rss()}`);
  const bare = Fastify();
  bare.get('/l/:key', async (request, reply) => reply.header('Cache-Control', 'no-store').redirect(`https://shop.example/p?advref=${(request.params as { key: string }).key}`, 302));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareAnswers = timeAnswers(bare.server);

  const api = await openBenchApi('redirect-bench');
  const { app, db } = api;
  const team = await insertTeam(db, { name: `Bench ${Date.now()}` });
  const slug = `redirect-bench-${Date.now()}`;
  const campaign = await insertCampaign(db, { slug, name: 'Redirect bench', teamId: team });
  const { id: broadcaster } = await createBroadcaster(db, `bench_${Date.now()}`);
  const key = `b${Date.now().toString(36).slice(-5)}`;
  await db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [key, broadcaster, campaign, 'https://shop.example/p?x=1#f']);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiAnswers = timeAnswers(app.server);

  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/l/${key}`;
  const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/l/${key}`;
  // Warm both up (JIT, the link cache, PGlite's buffers).
  const warmUp = [await load(bareUrl, bareAnswers, 1), await load(apiUrl, apiAnswers, 1)];

  const bareRuns: Run[] = [];
  const apiRuns: Run[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    bareRuns.push(await load(bareUrl, bareAnswers));
    apiRuns.push(await load(apiUrl, apiAnswers));
    console.log(`round ${round}`);
    console.log(`  ${lines('bare Fastify redirect', bareRuns[round - 1])}`);
    console.log(`  ${lines(`GET /l/{key} with recording (${db.driver})`, apiRuns[round - 1])}`);
  }
  const storedCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1', [campaign]))[0].n;
  const atEnd = await storedCount();
  // The clicks answered but still in the journal reach the database after the load (decision 624).
  const catchingUp = performance.now();
  await app.clicks.settled();
  const caughtUpMs = performance.now() - catchingUp;
  const stored = await storedCount();
  const bareRate = median(bareRuns.map((r) => r.result.rate));
  const apiRate = median(apiRuns.map((r) => r.result.rate));
  const p99 = Math.max(...apiRuns.map((r) => r.result.p99Ms));
  const inServer = Math.max(...apiRuns.map((r) => r.inServer.p99));
  console.log(`medians: bare ${bareRate.toFixed(0)} req/s, with recording ${apiRate.toFixed(0)} req/s; worst p99 ${p99} ms at the client, ${inServer.toFixed(2)} ms in the server`);
  // What the servers' own thread spends per answer, apart from waiting.
  const bareCost = median(bareRuns.map((r) => r.perRequest));
  const apiCost = median(apiRuns.map((r) => r.perRequest));
  const apiBusy = median(apiRuns.map((r) => r.busy));
  console.log(`servers' thread per request (medians): bare ${bareCost.toFixed(0)} µs, with recording ${apiCost.toFixed(0)} µs (${(apiCost / bareCost).toFixed(2)}x), busy ${(apiBusy * 100).toFixed(0)} % of the recorded run`);
  const ratio = apiRate / bareRate;
  console.log(`ratio ${(ratio * 100).toFixed(1)} % of bare (target >= 50 %): ${ratio >= 0.5 ? 'met' : 'NOT met'}; p99 ${p99} ms (target < 25 ms): ${p99 < 25 ? 'met' : 'NOT met'}`);
  const answered = [...apiRuns, warmUp[1]].reduce((sum, r) => sum + r.result.total - r.result.bad, 0);
  console.log(`clicks answered ${answered}, in the database when the load ended ${atEnd}, after the journal caught up ${stored} (${(caughtUpMs / 1000).toFixed(1)} s later): ${stored >= answered ? 'none missing' : `${answered - stored} MISSING`}; rss at end ${rss()}`);

  await bare.close();
  await api.close();
}

runBench(main);
