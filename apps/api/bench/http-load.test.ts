import { describe, expect, it } from 'vitest';
import { parseWrk } from './http-load.ts';

const REPORT = `Running 10s test @ http://127.0.0.1:40321/l/b1x2y3
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.62ms    6.01ms 101.20ms   97.80%
    Req/Sec    11.29k     1.02k   12.94k    75.00%
  Latency Distribution
     50%  733.00us
     75%    1.95ms
     90%    3.01ms
     99%   35.28ms
  112345 requests in 10.00s, 80.11MB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 12
Requests/sec:  11229.61
Transfer/sec:      8.01MB
`;

describe('parseWrk', () => {
  it('reads the rate, the percentiles in their units, the totals and the errors', () => {
    expect(parseWrk(REPORT)).toEqual({ rate: 11229.61, p50Ms: 0.733, p99Ms: 35.28, total: 112345, bad: 12, errors: 7 });
  });

  it('reads seconds, and a clean run as no errors and no bad answers', () => {
    const clean = REPORT.replace('99%   35.28ms', '99%    1.20s')
      .replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ p99Ms: 1200, bad: 0, errors: 0 });
  });

  it('refuses a report without its latency distribution (wrk run without --latency)', () => {
    expect(() => parseWrk(REPORT.replace(/ {5}99%.*\n/, ''))).toThrow('no 99th percentile');
  });
});
