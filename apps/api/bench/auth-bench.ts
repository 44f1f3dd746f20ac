/**
 * Prints figures for the auth hot paths on embedded PGlite: sign-in (scrypt is deliberately slow),
 * the authenticated profile read every console page starts with, and memory after the run.
 * Run: `npx nx run api:bench` (or `npm run bench`). Figures only; nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import { createManager, createTestApp, send, TEST_PASSWORD } from '../src/testing/test-app.ts';

async function time(label: string, count: number, run: (i: number) => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  const total = samples.reduce((a, b) => a + b, 0);
  console.log(`${label.padEnd(34)} n=${count}  p50=${pick(0.5)} ms  p95=${pick(0.95)} ms  ${(count / (total / 1000)).toFixed(0)}/s`);
}

const t = await createTestApp();
const { token } = await createManager(t.db, { email: 'bench@example.com' });
await time('POST rest-auth/login/ (scrypt)', 20, async () => {
  const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'bench@example.com', password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
});
await time('GET rest-auth/user/', 500, async () => {
  const res = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token);
  if (res.statusCode !== 200) throw new Error(`user answered ${res.statusCode}`);
});
await time('GET rest-auth/user/ with a bad token', 500, async () => {
  await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, 'a'.repeat(40));
});
const memory = process.memoryUsage();
console.log(`memory: rss=${(memory.rss / 2 ** 20).toFixed(0)} MiB heapUsed=${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await t.close();
