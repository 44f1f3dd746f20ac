import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { malformedRequests, SECRET_MARKER, sendAllRaw } from './testing/index.ts';

// Issue 6, item 1: the launcher serves the three apps, the API and the stand-ins from one process,
// so one request that threw out of a handler stopped all of them. The servers run in a child
// process here, as in `npm start`, so a crash shows as a dead process rather than a test-runner warning.
const dir = mkdtempSync(path.join(tmpdir(), 'advocate-app-servers-'));
const tsx = createRequire(import.meta.url).resolve('tsx');
let child: ChildProcess;
let stderr = '';
let ports: Record<string, number>;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', tsx, path.join(import.meta.dirname, 'testing/serve-fixture-apps.ts'), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  ports = await new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
    child.once('exit', (code) => reject(new Error(`app servers exited (${code}): ${stderr}`)));
  });
}, 30_000);

afterAll(() => {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('answers every malformed request with a 4xx or a closed connection, and every app still serves', { timeout: 120_000 }, async () => {
  const requests = malformedRequests();
  expect(requests.length).toBeGreaterThanOrEqual(250);
  for (const [name, port] of Object.entries(ports)) {
    const answers = await sendAllRaw(
      port,
      requests.map((request) => request.bytes),
      { timeoutMs: 1_500 },
    );
    const failures = answers
      .map((answer, i) => ({ request: requests[i].name, status: answer.status, leaked: answer.text.includes(SECRET_MARKER) }))
      .filter((answer) => answer.leaked || (answer.status !== null && answer.status >= 500));
    expect(failures, name).toEqual([]);
    expect(answers.filter((answer) => answer.status !== null).length, `${name} answered`).toBeGreaterThan(requests.length * 0.9);
  }
  expect(child.exitCode, stderr).toBeNull();
  expect(stderr).toBe('');
  for (const [name, port] of Object.entries(ports)) {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status, name).toBe(200);
    expect(await page.text()).toContain(`<title>${name}</title>`);
    expect(await (await fetch(`http://127.0.0.1:${port}/config.js`)).text()).toContain(name);
  }
});
