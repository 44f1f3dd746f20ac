import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The product's ports for a measurement: the e2e ones, so the run holds the heavy lock (common rules) and never meets `npm start`. */
export const PORTS = { api: 3100, login: 4210, manager: 4310, creator: 4410, providers: 4510 };

const origin = (port: number) => `http://localhost:${port}`;
export const URLS = {
  api: `${origin(PORTS.api)}/api/v1/`,
  login: origin(PORTS.login),
  manager: origin(PORTS.manager),
  creator: origin(PORTS.creator),
  providers: origin(PORTS.providers),
};

export interface RunningProduct {
  stop(): Promise<void>;
}

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The built product as `npm start` runs it (the launcher, demo data, the provider stand-ins), in a
 * process of its own so the servers never share a CPU queue with Lighthouse's trace work, on a fresh
 * embedded database. Resolves once the API answers its health check.
 */
export async function startProduct(log: (line: string) => void): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-lighthouse-'));
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child: ChildProcess = spawn(process.execPath, ['--import', tsx, path.join(workspaceRoot, 'tools/launcher/src/main.ts')], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: String(PORTS.api),
      LOGIN_PORT: String(PORTS.login),
      MANAGER_PORT: String(PORTS.manager),
      CREATOR_PORT: String(PORTS.creator),
      DEV_PROVIDERS_PORT: String(PORTS.providers),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product stopped (${child.exitCode}):\n${output.slice(-2000)}`);
    const healthy = await fetch(`${URLS.api}health/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) {
      log(`product running (login ${URLS.login}, manager ${URLS.manager}, creator ${URLS.creator})`);
      return { stop };
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`the product did not answer ${URLS.api}health/ within 180 s:\n${output.slice(-2000)}`);
}
