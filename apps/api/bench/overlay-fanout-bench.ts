/**
 * Overlay fan-out (issue 8 'Done means'; decisions 500, 505): 1,000 open server-sent event streams
 * of 1,000 broadcasters on one campaign, against the API in-process on embedded PGlite. Each round
 * commits a change (a live graphic added or removed, with its live event) and times how long until
 * every stream has received the new state: p50, p95 and max over all streams and rounds, plus
 * memory. Run: `npm run bench`. Figures only; nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import { insertUser } from '../src/modules/shared/repositories/users-repository.ts';
import { openSse, type SseStream } from '../src/modules/overlay/routes/sse-test-support.ts';
import { publishLive } from '../src/platform/live/live-events.ts';
import { insertCampaign, setCampaignStatus } from '../src/testing/domain-fixtures.ts';
import { createTestApp } from '../src/testing/test-app.ts';
import { printMemory } from './bench-timing.ts';

const CONNECTIONS = Number(process.env.OVERLAY_BENCH_CONNECTIONS ?? 1000);
const ROUNDS = Number(process.env.OVERLAY_BENCH_ROUNDS ?? 5);

const t = await createTestApp({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(CONNECTIONS * 10) });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const campaignId = await insertCampaign(t.db, { slug: 'fanout-bench', name: 'Fan-out bench' });
const addGraphic = async (name: string) => {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
    [campaignId, name],
  );
  await t.db.query(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, $2, 1, 'https://api.test/x.png')`,
    [id, `b${id}`],
  );
  return id;
};
await addGraphic('First');
const keys: Array<{ username: string; key: string }> = [];
await t.db.transaction(async (tx) => {
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const username = `fanout_${i}`;
    const id = await insertUser(tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 });
    await setCampaignStatus(tx, campaignId, id, 'Active');
    const [{ browsersource_key }] = await tx.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [id],
    );
    keys.push({ username, key: browsersource_key });
  }
});

const opening = performance.now();
const streams: SseStream[] = [];
for (let i = 0; i < keys.length; i += 50) {
  const batch = keys.slice(i, i + 50).map(({ username, key }) => openSse(`${base}/browsersource/${username}/events/?key=${key}`));
  streams.push(...(await Promise.all(batch)));
}
await Promise.all(streams.map((s) => s.next('state', () => true, 60_000)));
console.log(`overlay streams open: ${streams.length} in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
printMemory();

type State = { rotations: Array<{ items: Array<{ component_id: number }> }> };
const has = (id: number) => (d: unknown) => (d as State).rotations.some((r) => r.items.some((i) => i.component_id === id));
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  let changed = 0;
  const committedAt = await t.db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
      [campaignId, `R${round}`],
    );
    await tx.query(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, $2, 1, 'https://api.test/r.png')`,
      [id, `r${id}`],
    );
    await publishLive(tx, { type: 'campaign', campaignId });
    changed = id;
    return () => performance.now();
  });
  const start = committedAt();
  const arrived = await Promise.all(
    streams.map(async (s) => {
      await s.next('state', has(changed), 60_000);
      return s.events[s.events.length - 1].at;
    }),
  );
  const lags = arrived.map((at) => Math.max(0, at - start));
  samples.push(...lags);
  console.log(`round ${round + 1}: every overlay had the change after ${Math.max(...lags).toFixed(0)} ms`);
}
samples.sort((a, b) => a - b);
const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(0);
console.log(
  `overlay fan-out, ${streams.length} streams x ${ROUNDS} changes: p50=${pick(0.5)} ms  p95=${pick(0.95)} ms  max=${samples[samples.length - 1].toFixed(0)} ms`,
);
printMemory();
for (const s of streams) s.close();
await t.close();
