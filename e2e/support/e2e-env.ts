import path from 'node:path';

/** Ports of the product under test: apart from `npm start`'s, so both can run at once. */
export const e2ePorts = { api: 3100, login: 4210, manager: 4310, creator: 4410, providers: 4510 };

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
