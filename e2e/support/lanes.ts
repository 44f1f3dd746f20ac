/**
 * `npm test` runs the e2e specs in two lanes at once (e2e/run-lanes.sh), each a Playwright run with
 * its own product (launcher, embedded database, stand-ins) on its own ports, so that neither lane's
 * writes reach the other. The "checks" lane holds the specs below (the page-by-page checks: axe,
 * phone layouts, shells, headers, the studio's payout statements, and four journeys for balance:
 * the chatbot's mostly waits on its job intervals, so it shares the cores well); the "journeys" lane
 * every other spec (the admin's payouts journey among them). Each lane keeps the suite's
 * alphabetical order. The lists are balanced by duration on a 2-core machine; move a spec when one
 * lane runs much longer.
 */
export const CHECKS_LANE_SPECS = [
  'accessibility.spec.ts',
  'app-security-headers.spec.ts',
  'audit-untouched-demo.spec.ts',
  'broadcaster-actions.spec.ts',
  'campaign-wizard.spec.ts',
  'chatbot.spec.ts',
  'components.spec.ts',
  'console-shells.spec.ts',
  'malformed-requests.spec.ts',
  'overlay-media.spec.ts',
  'payouts-studio.spec.ts',
  'phone-layouts.spec.ts',
  'stream-preview.spec.ts',
];

export type Lane = 'checks' | 'journeys';

/** The lane this Playwright run is (E2E_LANE), or undefined for every spec in one run. */
export function e2eLane(): Lane | undefined {
  const lane = process.env.E2E_LANE;
  if (lane === undefined || lane === '') return undefined;
  if (lane !== 'checks' && lane !== 'journeys') throw new Error(`E2E_LANE must be checks or journeys, not ${lane}`);
  return lane;
}

/** How far a lane's ports are from the single run's (3100, 4210, …): the checks lane's are one up. */
export const lanePortOffset = (lane: Lane | undefined) => (lane === 'checks' ? 1 : 0);
