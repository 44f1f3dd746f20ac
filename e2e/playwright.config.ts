import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2ePorts, e2eUrls } from './support/e2e-env.ts';
import { CHECKS_LANE_SPECS, e2eLane } from './support/lanes.ts';

const lane = e2eLane();

// One fresh data directory (embedded database, outbox) per run, shared with the workers through env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'advocate-e2e-'));

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Drives the built product, started by the launcher on its own ports, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // One lane's specs (support/lanes.ts), or every spec when no lane is named.
  ...(lane === 'checks' ? { testMatch: CHECKS_LANE_SPECS } : {}),
  ...(lane === 'journeys' ? { testIgnore: CHECKS_LANE_SPECS } : {}),
  outputDir: path.join(tmpdir(), lane ? `advocate-e2e-results-${lane}` : 'advocate-e2e-results'),
  // A limit for a hung test, not a speed check: the longest journeys (the campaign wizard, the
  // managers' invite-to-reactivate) pass 45 s when both lanes load the 2 cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eUrls.login,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx tools/launcher/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${e2eUrls.api}health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      API_PORT: String(e2ePorts.api),
      LOGIN_PORT: String(e2ePorts.login),
      MANAGER_PORT: String(e2ePorts.manager),
      CREATOR_PORT: String(e2ePorts.creator),
      DEV_PROVIDERS_PORT: String(e2ePorts.providers),
      // Live state follows the Twitch/YouTube stand-ins within seconds (decision 544; default 60 s).
      VIEWERSHIP_POLL_SECONDS: '5',
      DATABASE_URL: '',
    },
  },
});
