import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';

const MIB = 1024 * 1024;
const TARGET_ROWS = 1_000_000;

/**
 * The raw clicks CSV export (decision 622) of the last days holding about a million counted
 * clicks, downloaded over HTTP from the listening app and counted, never kept: prints rows, size,
 * time, rows per second, and the process RSS before and at its peak during the download, which
 * stays flat when the export streams.
 */
export async function benchRawExport(
  app: FastifyInstance,
  db: Db,
  campaign: { id: number; slug: string },
  token: string,
  today: number,
): Promise<void> {
  const days = await db.query<{ day: string; clicks: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(clicks) AS clicks FROM rollup_daily_campaign_clicks
     WHERE campaign_id = $1 AND day < $2::date GROUP BY day ORDER BY day DESC`,
    [campaign.id, new Date(today).toISOString().slice(0, 10)],
  );
  if (days.length === 0) return;
  let total = 0;
  let first = days[0].day;
  for (const d of days) {
    total += Number(d.clicks);
    first = d.day;
    if (total >= TARGET_ROWS) break;
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `/api/v1/clicks/export/?campaign=${campaign.slug}&date_from=${first}&date_to=${days[0].day}`;
  global.gc?.();
  const start = process.memoryUsage();
  const before = start.rss;
  let peak = before;
  // The JS heap and the memory outside it (buffers) too, to tell a growing live set from pages the allocator keeps.
  let heapPeak = start.heapUsed;
  let outsidePeak = start.external;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
    outsidePeak = Math.max(outsidePeak, now.external);
  }, 50);
  const started = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers: { Authorization: `Token ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
      let size = 0;
      let newlines = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines += 1;
      });
      res.on('end', () => resolve({ bytes: size, lines: newlines }));
      res.on('error', reject);
    }).on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  console.log(
    `${'raw clicks CSV export (HTTP, streamed)'.padEnd(40)} ${rows.toLocaleString('en-US')} rows (${first} to ${days[0].day}), ` +
      `${(bytes / MIB).toFixed(0)} MiB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s); ` +
      `RSS ${(before / MIB).toFixed(0)} MiB before, peak ${(peak / MIB).toFixed(0)} MiB during (+${((peak - before) / MIB).toFixed(0)} MiB); ` +
      `JS heap used ${(start.heapUsed / MIB).toFixed(0)} → peak ${(heapPeak / MIB).toFixed(0)} MiB, external ${(start.external / MIB).toFixed(0)} → peak ${(outsidePeak / MIB).toFixed(0)} MiB via ${address}`,
  );
}
