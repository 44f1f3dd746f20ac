import path from 'node:path';
import { e2eLane, lanePortOffset } from './lanes.ts';

const offset = lanePortOffset(e2eLane());

/**
 * Ports of the product under test: apart from `npm start`'s, so both can run at once, and apart
 * per lane (lanes.ts), so both lanes' products can.
 */
export const e2ePorts = {
  api: 3100 + offset,
  login: 4210 + offset,
  manager: 4310 + offset,
  creator: 4410 + offset,
  providers: 4510 + offset,
};

const origin = (port: number) => `http://localhost:${port}`;

export const e2eUrls = {
  api: `${origin(e2ePorts.api)}/api/v1/`,
  login: origin(e2ePorts.login),
  manager: origin(e2ePorts.manager),
  creator: origin(e2ePorts.creator),
  providers: origin(e2ePorts.providers),
};

/** The run's data directory (embedded database and mail outbox). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

export const outboxDir = () => path.join(e2eDataDir(), 'outbox');

/** Every demo account's password (tools/seed). */
export const DEMO_PASSWORD = 'advocate-demo';
