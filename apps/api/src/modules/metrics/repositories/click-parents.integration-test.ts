import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../db/db.ts';
import { createBroadcaster, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { type ClickEvent, recordClicks } from '../../events/repositories/event-recording-repository.ts';

/**
 * Decision 636 (migration 0028): raw clicks have no foreign keys; the recording statement checks and
 * locks a batch's parents once, and deleting a parent does what the keys' actions did.
 */
let db: Db;
let names = 0;

interface Parents {
  campaignId: number;
  broadcasterId: number;
  componentId: number;
  linkId: number;
}

async function parents(): Promise<Parents> {
  names += 1;
  const campaignId = await insertCampaign(db, { slug: `parents-${names}`, types: ['live-graphics'] });
  const broadcasterId = (await createBroadcaster(db, `parent_caster_${names}`)).id;
  const [{ id: componentId }] = await db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Graphic') RETURNING id`,
    [campaignId],
  );
  const [{ id: linkId }] = await db.query<{ id: number }>(
    'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [`pa${String(names).padStart(4, '0')}`, broadcasterId, campaignId, componentId, 'https://shop.example/parents'],
  );
  return { campaignId, broadcasterId, componentId, linkId };
}

const click = (p: Parents, extra: Partial<ClickEvent> = {}): ClickEvent => ({
  // Today: an earlier day also moves the closed days' versions, whose own keys would catch a missing campaign.
  time: new Date(),
  broadcasterId: p.broadcasterId,
  campaignId: p.campaignId,
  componentId: p.componentId,
  componentType: 'live-graphics',
  trackingLinkId: p.linkId,
  link: 'https://shop.example/parents',
  ipAddr: `198.51.100.${names}`,
  country: null,
  userAgent: 'Mozilla/5.0',
  isBot: false,
  ...extra,
});

/** A flagged click of no component or link: no rollup row names its parents, so only the clicks' own check and lock hold them. */
const bare = (p: Parents, extra: Partial<ClickEvent> = {}) =>
  click(p, { componentId: null, componentType: null, trackingLinkId: null, isBot: true, flag: 'bot', ...extra });

const clicksOf = async (campaignId: number) =>
  db.query<{ component_id: number | null; tracking_link_id: number | null }>(
    'SELECT component_id, tracking_link_id FROM clicks WHERE campaign_id = $1 ORDER BY id',
    [campaignId],
  );
const clickCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks'))[0].n;
const refusal = async (work: Promise<unknown>) =>
  (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string } | undefined;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(() => db.close());

describe('clicks and their parents', () => {
  it('has no foreign keys on clicks', async () => {
    const keys = await db.query(`SELECT conname FROM pg_constraint WHERE conrelid = 'clicks'::regclass AND contype = 'f'`);
    expect(keys).toEqual([]);
  });

  it.each([
    ['campaign', { campaignId: 999_001 }],
    ['broadcaster', { broadcasterId: 999_002 }],
    ['component', { componentId: 999_003 }],
    ['tracked link', { trackingLinkId: 999_004 }],
    ['component type', { componentType: 'no-such-type' }],
  ])('refuses a whole batch naming a %s that is not there, as a foreign key did', async (_, wrong) => {
    const p = await parents();
    const before = await clickCount();
    const error = await refusal(recordClicks(db, [click(p), bare(p, wrong), click(p)]));
    expect(error?.code).toBe('23503');
    expect(await clickCount()).toBe(before);
    // The batch without it is stored.
    expect(await recordClicks(db, [click(p), click(p, { isBot: true, flag: 'repeat' })])).toHaveLength(2);
  });

  it('stores clicks without a component, type or link', async () => {
    const p = await parents();
    expect(await recordClicks(db, [bare(p)])).toHaveLength(1);
  });

  it('refuses a click naming a component or link of another campaign than its own', async () => {
    const p = await parents();
    const other = await parents();
    for (const wrong of [{ componentId: other.componentId, componentType: 'live-graphics' }, { trackingLinkId: other.linkId }]) {
      expect((await refusal(recordClicks(db, [bare(p, wrong)])))?.code).toBe('23503');
    }
    expect(await clicksOf(p.campaignId)).toEqual([]);
  });

  it("deletes a campaign's clicks with it, and only its", async () => {
    const gone = await parents();
    const kept = await parents();
    await recordClicks(db, [click(gone), click(gone, { isBot: true, flag: 'repeat' }), click(kept)]);
    await db.query('DELETE FROM campaigns WHERE id = $1', [gone.campaignId]);
    expect(await clicksOf(gone.campaignId)).toEqual([]);
    expect(await clicksOf(kept.campaignId)).toHaveLength(1);
  });

  it("deletes a broadcaster's clicks with their account", async () => {
    const gone = await parents();
    const other = (await createBroadcaster(db, `other_caster_${names}`)).id;
    await recordClicks(db, [click(gone), click(gone, { broadcasterId: other, trackingLinkId: null })]);
    await db.query('DELETE FROM users WHERE id = $1', [gone.broadcasterId]);
    expect(await db.query('SELECT broadcaster_id FROM clicks WHERE campaign_id = $1', [gone.campaignId])).toEqual([
      { broadcaster_id: other },
    ]);
  });

  it('keeps the clicks of a deleted component or link, without it, and only theirs', async () => {
    const p = await parents();
    const other = await parents();
    // A second component and link in the same campaign, whose clicks keep them.
    const [{ id: sibling }] = await db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Sibling') RETURNING id`,
      [p.campaignId],
    );
    const [{ id: siblingLink }] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [`ps${String(names).padStart(4, '0')}`, p.broadcasterId, p.campaignId, sibling, 'https://shop.example/sibling'],
    );
    await recordClicks(db, [
      click(p),
      click(p, { componentId: sibling, trackingLinkId: siblingLink, ipAddr: '198.51.100.250' }),
      click(other),
    ]);
    await db.query('DELETE FROM tracking_links WHERE id = $1', [p.linkId]);
    expect(await clicksOf(p.campaignId)).toEqual([
      { component_id: p.componentId, tracking_link_id: null },
      { component_id: sibling, tracking_link_id: siblingLink },
    ]);
    await db.query('DELETE FROM components WHERE id = $1', [p.componentId]);
    expect(await clicksOf(p.campaignId)).toEqual([
      { component_id: null, tracking_link_id: null },
      { component_id: sibling, tracking_link_id: siblingLink },
    ]);
    expect(await clicksOf(other.campaignId)).toEqual([{ component_id: other.componentId, tracking_link_id: other.linkId }]);
  });

  it('deletes parents in READ COMMITTED transactions only, where the delete sees batches committed meanwhile', async () => {
    const p = await parents();
    await recordClicks(db, [click(p)]);
    const repeatable = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        await tx.query(sql, [p.campaignId]);
      });
    expect((await refusal(repeatable('DELETE FROM campaigns WHERE id = $1')))?.code).toBe('55000');
    expect((await refusal(repeatable('DELETE FROM tracking_links WHERE campaign_id = $1')))?.code).toBe('55000');
    expect(await clicksOf(p.campaignId)).toHaveLength(1);
  });

  it('refuses to delete or rename a component type clicks name, and deletes one none name', async () => {
    const p = await parents();
    // Types nothing else names, so only the clicks' check can refuse the delete.
    await db.query(
      `INSERT INTO component_types (slug, name, sort_order) VALUES ('clicked-type', 'Clicked', 900), ('unused-type', 'Unused', 901)`,
    );
    await recordClicks(db, [bare(p, { componentType: 'clicked-type' })]);
    expect((await refusal(db.query(`DELETE FROM component_types WHERE slug = 'clicked-type'`)))?.code).toBe('23503');
    expect((await refusal(db.query(`UPDATE component_types SET slug = 'renamed-type' WHERE slug = 'clicked-type'`)))?.code).toBe('23503');
    await db.query(`UPDATE component_types SET name = 'Clicked again' WHERE slug = 'clicked-type'`);
    await db.query(`DELETE FROM component_types WHERE slug = 'unused-type'`);
    expect(await db.query(`SELECT slug, name FROM component_types WHERE slug IN ('clicked-type', 'unused-type', 'renamed-type')`)).toEqual([
      { slug: 'clicked-type', name: 'Clicked again' },
    ]);
  });

  // Two transactions at once need a server: PGlite runs one at a time. A tracked link, as the
  // batch's rollups hold its campaign by their own keys.
  const onServer = it.skipIf(process.env.ADVOCATE_TEST_DB !== 'postgres');

  /** Runs `work` in a transaction left open until `commit` is called; `ready` resolves once `work` is done. */
  function openTransaction(work: (tx: Queryable) => Promise<unknown>) {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let done!: () => void;
    const ready = new Promise<void>((resolve) => (done = resolve));
    const committed = db.transaction(async (tx) => {
      await work(tx);
      done();
      await held;
    });
    return { ready, commit, committed };
  }
  const aWhile = () => new Promise((resolve) => setTimeout(resolve, 200));

  onServer("holds a batch's link until it commits, so deleting the link cannot leave a click naming it", async () => {
    const p = await parents();
    const batch = openTransaction((tx) => recordClicks(tx, [bare(p, { trackingLinkId: p.linkId })]));
    await batch.ready;
    let deleted = false;
    const deletion = db.query('DELETE FROM tracking_links WHERE id = $1', [p.linkId]).then(() => (deleted = true));
    await aWhile();
    expect(deleted).toBe(false);
    batch.commit();
    await batch.committed;
    await deletion;
    expect(await clicksOf(p.campaignId)).toEqual([{ component_id: null, tracking_link_id: null }]);
  });

  onServer('refuses a batch whose link a transaction deleted meanwhile', async () => {
    const p = await parents();
    const deletion = openTransaction((tx) => tx.query('DELETE FROM tracking_links WHERE id = $1', [p.linkId]));
    await deletion.ready;
    const batch = refusal(recordClicks(db, [bare(p, { trackingLinkId: p.linkId })]));
    await aWhile();
    deletion.commit();
    await deletion.committed;
    expect((await batch)?.code).toBe('23503');
    expect(await clicksOf(p.campaignId)).toEqual([]);
  });
});
