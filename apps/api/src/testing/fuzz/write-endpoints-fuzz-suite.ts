import { afterAll, describe, expect, it } from 'vitest';
import { startOAuthWorld } from '../../modules/social/routes/oauth-test-support.ts';
import { createBroadcaster } from '../domain-fixtures.ts';
import { issueToken } from '../../modules/auth/tokens.ts';
import { createManager } from '../test-app.ts';
import type { FuzzCase } from './app-body-model.ts';
import { fuzzCases, MIN_REFUSED_CASES } from './fuzz-cases.ts';
import { describeFailure, sendCase, type Identity } from './fuzz-run.ts';
import { createRng, fuzzSeed } from './prng.ts';
import { changedTables, snapshotTables } from './table-snapshot.ts';
import { writeEndpoints, type WriteEndpoint } from './write-endpoints.ts';

// Issue 6, "Done means": every write endpoint gets at least 200 malformed bodies, anonymously and
// signed in as a broadcaster and as a manager; none answers 5xx or out of the DRF shape, the ones
// it must refuse change no row, and the app still answers afterwards. Endpoints come from the
// app's OpenAPI document, so new ones are fuzzed as they are added. FUZZ_SEED reproduces a run.
//
// The endpoints are dealt into FUZZ_SHARDS files (write-endpoints-fuzz-N.integration-test.ts), each
// with its own app and database, so the run's workers share the fuzzing instead of one worker
// carrying all of it after the other files are done.
const MAY_ACCEPT_SAMPLE = 45;

/** How many files the write endpoints are dealt into. */
export const FUZZ_SHARDS = 4;

/**
 * The fuzz of every FUZZ_SHARDS-th write endpoint of the app's document, from the `shard`-th (1-based):
 * a shard's file calls it at its top level.
 */
export async function describeWriteEndpointsFuzz(shard: number): Promise<void> {
  const seed = fuzzSeed();
  // The provider stand-in answers the provider calls that well-formed sign-in and connect bodies reach.
  const world = await startOAuthWorld();
  const { t } = world;
  const documented = await writeEndpoints(t.app);
  const endpoints = documented.filter((_, index) => index % FUZZ_SHARDS === shard - 1);
  const bodyLimit = t.app.initialConfig.bodyLimit ?? 1_048_576;
  const broadcaster = await createBroadcaster(t.db, 'fuzz_caster');
  const manager = await createManager(t.db, { email: 'fuzz-manager@example.com' });

  /** Anonymous, a broadcaster and a manager, with new sign-in tokens (a case may sign one out). */
  async function identities(): Promise<Identity[]> {
    return [
      { name: 'anonymous' },
      { name: 'broadcaster', token: await issueToken(t.db, broadcaster.id, { origin: 'provider', stayLoggedIn: true }) },
      { name: 'manager', token: await issueToken(t.db, manager.id, { origin: 'password', stayLoggedIn: true }) },
    ];
  }

  interface RoundResult {
    failures: string[];
    accepted: number;
    throttled: number;
    sent: number;
  }

  /** Every case as each identity of `who`, or (`rotate`) each case as one of them in turn. */
  async function sendAll(endpoint: WriteEndpoint, cases: FuzzCase[], who: Identity[], rotate = false): Promise<RoundResult> {
    const result: RoundResult = { failures: [], accepted: 0, throttled: 0, sent: 0 };
    for (const [index, item] of cases.entries()) {
      for (const identity of rotate ? [who[index % who.length]] : who) {
        const outcome = await sendCase(t.app, endpoint, item, identity, index);
        result.sent++;
        if (outcome.status < 400) result.accepted++;
        if (outcome.status === 429) result.throttled++;
        if (outcome.problem) result.failures.push(describeFailure(endpoint, item, identity, outcome));
      }
    }
    return result;
  }

  async function expectHealthy(): Promise<void> {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(health.statusCode, 'GET /api/v1/health/ after the cases').toBe(200);
  }

  const failureReport = (endpoint: WriteEndpoint, failures: string[]) =>
    `FUZZ_SEED=${seed}: ${failures.length} failing case(s) on ${endpoint.method} ${endpoint.path}\n${failures.slice(0, 25).join('\n')}`;

  describe(`write endpoints under malformed bodies (fuzz, FUZZ_SEED=${seed}, shard ${shard} of ${FUZZ_SHARDS})`, () => {
    afterAll(() => world.close());

    it("reads the write endpoints from the app's OpenAPI document, and deals this shard its share", () => {
      expect(endpoints.length).toBe(Math.ceil((documented.length - (shard - 1)) / FUZZ_SHARDS));
      const names = documented.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /api/v1/rest-auth/login/',
          'PUT /api/v1/rest-auth/user/',
          'POST /api/v1/rest-auth/registration/',
          'POST /api/v1/rest-auth/logout/',
          'POST /api/v1/users/twitch/',
        ]),
      );
      expect(documented.find((endpoint) => endpoint.path === '/api/v1/rest-auth/user/')).toMatchObject({
        acceptsMultipart: true,
        needsSignIn: true,
      });
    });

    describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_name, endpoint) => {
      const cases = fuzzCases(endpoint, seed, bodyLimit);
      const refused = cases.filter((item) => item.expect === 'refused');
      // Well-formed bodies reach the handlers (sign-in hashes a password for each): a sample of them.
      const mayAccept = createRng(seed).sample(
        cases.filter((item) => item.expect === 'may-accept'),
        MAY_ACCEPT_SAMPLE,
      );

      it(`refuses at least ${MIN_REFUSED_CASES} malformed bodies with a 4xx in the DRF shape, and changes no row`, async () => {
        expect(refused.length).toBeGreaterThanOrEqual(MIN_REFUSED_CASES);
        const who = await identities();
        const before = await snapshotTables(t.db);
        const result = await sendAll(endpoint, refused, who);
        expect(result.failures, failureReport(endpoint, result.failures)).toEqual([]);
        expect(changedTables(before, await snapshotTables(t.db)), `FUZZ_SEED=${seed}: tables changed by refused bodies`).toEqual([]);
        // A run answered by the rate limits alone would test nothing behind them.
        expect(result.throttled, 'answers that were 429').toBeLessThan(result.sent / 10);
        await expectHealthy();
        // Hundreds of requests and two table snapshots: give a busy 2-core machine room.
      }, 90_000);

      it('answers well-formed bodies with odd content with a 2xx or a DRF 4xx, never a 5xx', async () => {
        // New tokens: an accepted body may sign its user out (logout).
        const who = await identities();
        const before = await snapshotTables(t.db);
        const result = await sendAll(endpoint, mayAccept, who, true);
        expect(result.failures, failureReport(endpoint, result.failures)).toEqual([]);
        if (result.accepted === 0) {
          expect(
            changedTables(before, await snapshotTables(t.db)),
            `FUZZ_SEED=${seed}: tables changed though every body was refused`,
          ).toEqual([]);
        }
        expect(result.throttled, 'answers that were 429').toBeLessThan(Math.max(1, result.sent / 10));
        await expectHealthy();
        // Sign-in bodies hash a password each: the same room as the refused cases.
      }, 90_000);
    });
  });
}
