import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

/** What one load run measured, whichever generator made it. */
export interface LoadResult {
  /** Requests answered per second over the run. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered. */
  total: number;
  /** Answers outside 200–399. */
  bad: number;
  /** Connection errors, timeouts included. */
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  userAgent: string;
}

/** Debian's wrk (`apt-get install wrk`): a load generator in C, far cheaper per request than autocannon. */
export const WRK = process.env.REDIRECT_BENCH_WRK ?? '/usr/bin/wrk';

/**
 * The generator a bench uses: autocannon in a worker thread of this process, which `npm ci` brings
 * on every machine, so the figures of any two checkouts compare; or, with REDIRECT_BENCH_LOAD=wrk,
 * Debian's wrk in a process of its own, as a real client is, taking far less of the cores the
 * servers share with it (decision 637).
 */
export function loadGenerator(): 'wrk' | 'autocannon' {
  if (process.env.REDIRECT_BENCH_LOAD !== 'wrk') return 'autocannon';
  if (!existsSync(WRK))
    throw new Error(`REDIRECT_BENCH_LOAD=wrk, but ${WRK} is missing: apt-get install wrk, or set REDIRECT_BENCH_WRK to its path`);
  return 'wrk';
}

/** A duration in wrk's units (us, ms, s, m) as milliseconds. */
function wrkMs(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  return Number(value) * (scale[unit] ?? Number.NaN);
}

/** Reads `wrk --latency`'s report. */
export function parseWrk(report: string): LoadResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(report);
    if (!match) throw new Error(`wrk printed no ${p}th percentile:\n${report}`);
    return wrkMs(match[1], match[2]);
  };
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const rate = number(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rate) throw new Error(`wrk printed no rate:\n${report}`);
  return {
    rate,
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    total: number(/^\s*(\d+) requests in /m),
    bad: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

async function wrk({ url, connections, seconds, userAgent }: LoadOptions): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(WRK, [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `User-Agent: ${userAgent}`,
    url,
  ]);
  return parseWrk(stdout);
}

async function cannon({ url, connections, seconds, userAgent }: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: seconds, headers: { 'user-agent': userAgent }, workers: 1 });
  return {
    rate: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    bad: r.non2xx - r['3xx'],
    errors: r.errors,
  };
}

/** One run of `options.seconds` of load with the chosen generator. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return loadGenerator() === 'wrk' ? wrk(options) : cannon(options);
}
