/**
 * Prints figures for the auth hot paths on embedded PGlite: sign-in (scrypt is deliberately slow),
 * the authenticated profile read every console page starts with, and memory after the run.
 * Run: `npx nx run api:bench` (or `npm run bench`). Figures only; nothing is asserted.
 */
import { printMemory, time } from './bench-timing.ts';
import { createManager, createTestApp, send, TEST_PASSWORD } from '../src/testing/test-app.ts';

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
printMemory();
await t.close();
