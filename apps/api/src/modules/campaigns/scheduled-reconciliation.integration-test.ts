import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/db.ts';
import { readWatermark } from '../../platform/jobs/repositories/jobs-repository.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus } from '../../testing/domain-fixtures.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { syncCampaignActions } from '../broadcaster-actions/broadcaster-actions-sync.ts';
import { reconcileCampaignTimes } from './scheduled-reconciliation.ts';
import { SharedLimits } from '../../platform/limits/shared-limits.ts';

let db: Db;
let ctx: AppContext;
let clock = new Date('2026-06-01T12:00:00Z');
let ending: number;
let untouched: number;
let starting: number;
let banner: number;

const at = (iso: string) => (clock = new Date(iso));

/** What a reconciliation at `now` would change, without keeping it. */
async function pendingChanges(campaignId: number, now: Date) {
  let result: unknown;
  await db
    .transaction(async (tx) => {
      result = await syncCampaignActions(tx, campaignId, now);
      throw new Error('dry run');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'dry run') throw error;
    });
  return result;
}

const openBannerActions = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM broadcaster_actions WHERE component_id = $1 AND completion_time IS NULL AND type = 'banner-add'`,
      [banner],
    )
  )[0].n;

beforeAll(async () => {
  db = await createTestDb();
  ctx = { config: loadConfig({ NODE_ENV: 'test' }), db, mailer: { send: async () => {} }, now: () => clock, limits: SharedLimits.local() };
  const broadcaster = (await createBroadcaster(db, 'rc_one')).id;
  ending = await insertCampaign(db, { slug: 'rc-ending', start: new Date('2026-05-01T00:00:00Z'), end: null, types: ['banner-graphics'] });
  untouched = await insertCampaign(db, { slug: 'rc-untouched', start: new Date('2026-05-01T00:00:00Z'), end: null });
  starting = await insertCampaign(db, {
    slug: 'rc-starting',
    start: new Date('2026-06-01T12:03:00Z'),
    end: new Date('2026-06-01T12:30:00Z'),
  });
  await setCampaignStatus(db, ending, broadcaster, 'Active');
  [{ id: banner }] = await db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name, end_time) VALUES ($1, 'banner-graphics', 'Ends soon', '2026-06-01T12:02:30Z') RETURNING id`,
    [ending],
  );
  await db.query(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image, link) VALUES ($1, 'v1', 1, 'banner.png', 'https://shop.example/')`,
    [banner],
  );
  await db.transaction((tx) => syncCampaignActions(tx, ending, clock));
});
afterAll(() => db.close());

describe('scheduled reconciliation of campaign times', () => {
  it('reconciles the campaigns whose times passed since the last run, once', async () => {
    expect(await openBannerActions()).toBe(1);
    at('2026-06-01T12:01:00Z');
    expect(await reconcileCampaignTimes(ctx)).toEqual([]);
    expect(await readWatermark(db, 'campaign-times')).toEqual(new Date('2026-06-01T12:01:00Z'));

    // The banner component ends at 12:02:30 with no write: nothing reconciles it but this job.
    at('2026-06-01T12:03:00Z');
    expect(await pendingChanges(ending, clock)).toMatchObject({ removed: 1 });
    expect(await reconcileCampaignTimes(ctx)).toEqual([ending, starting]);
    expect(await openBannerActions()).toBe(0);
    expect(await pendingChanges(ending, clock)).toEqual({ created: 0, removed: 0 });

    // Idempotent: nothing passed since.
    expect(await reconcileCampaignTimes(ctx)).toEqual([]);
    at('2026-06-01T12:04:00Z');
    expect(await reconcileCampaignTimes(ctx)).toEqual([]);
  });

  it('catches up the ends it missed while no process ran', async () => {
    at('2026-06-01T13:00:00Z');
    expect(await reconcileCampaignTimes(ctx)).toEqual([starting]);
    expect(await reconcileCampaignTimes(ctx)).not.toContain(untouched);
  });
});
