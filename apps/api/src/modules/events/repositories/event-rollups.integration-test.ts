import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { rebuildRollups, UnknownCampaignError } from '../rollups/rebuild-rollups.ts';
import { createBroadcaster, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { type ClickEvent, recordClicks, recordConversions, recordDisplays, recordVideoPlays } from './event-recording-repository.ts';
import { vacuumRebuiltTables } from './rollup-rebuild-repository.ts';
import { dumpRollups, expectedEventRollups, type KnownClick, type KnownEvent, storedEventRollups } from './rollups-test-support.ts';

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

interface Campaign {
  id: number;
  components: Array<{ id: number; type: string }>;
  links: Array<{ id: number; target: string }>;
}

let db: Db;
let campaigns: Campaign[];
let broadcasters: number[];
const types = new Map<number, string>();
const clicks: KnownClick[] = [];
const events: KnownEvent[] = [];
const START = Date.parse('2026-05-01T00:00:00Z');

beforeAll(async () => {
  db = await createTestDb();
  broadcasters = [
    (await createBroadcaster(db, 'ru_one')).id,
    (await createBroadcaster(db, 'ru_two')).id,
    (await createBroadcaster(db, 'ru_three')).id,
  ];
  campaigns = [];
  for (const slug of ['ru-alpha', 'ru-beta', 'ru-gamma']) {
    const id = await insertCampaign(db, { slug, types: ['live-graphics', 'banner-graphics', 'custom-link'] });
    const components = [];
    for (const type of ['live-graphics', 'banner-graphics', 'custom-link']) {
      const [row] = await db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $2) RETURNING id`, [
        id,
        type,
      ]);
      components.push({ id: row.id, type });
      types.set(row.id, type);
    }
    const links = [];
    for (const [i, b] of broadcasters.entries()) {
      const target = `https://${slug}.example/shop/${i % 2}`;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [`${slug}-${i}`, b, id, components[i % components.length].id, target],
      );
      links.push({ id: row.id, target });
    }
    campaigns.push({ id, components, links });
  }
}, 60_000);
afterAll(() => db.close());

const IPS = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::7'];

/** A random click: few ips, so combinations repeat; times over four days in no order; some bots and some without a component. */
function randomClick(r: ReturnType<typeof random>, campaign = r.pick(campaigns)): ClickEvent {
  const component = r.next() < 0.1 ? null : r.pick(campaign.components);
  const isBot = r.next() < 0.15;
  return {
    // Whole minutes, so two clicks of one combination often share a time (ties go to the later id).
    time: new Date(START + r.int(4 * 24 * 60) * 60_000),
    broadcasterId: r.pick(broadcasters),
    campaignId: campaign.id,
    componentId: component?.id ?? null,
    componentType: component?.type ?? null,
    trackingLinkId: null,
    link: r.pick(['https://a.example/', 'https://b.example/x']),
    ipAddr: r.pick(IPS),
    country: r.pick(['SE', 'US', 'DE', null]),
    userAgent: 'Mozilla/5.0',
    isBot,
    // Flagged clicks of every kind, so the prefetch and repeat counts are checked too (decision 810).
    flag: isBot ? r.pick(['bot', 'prefetch', 'repeat'] as const) : null,
  };
}

async function recordKnownClicks(batch: ClickEvent[], q: Db = db): Promise<void> {
  const ids = await recordClicks(q, batch);
  batch.forEach((c, i) => clicks.push({ id: ids[i], ...c }));
}

async function recordRandomOthers(r: ReturnType<typeof random>, n: number): Promise<void> {
  const conversions = [];
  const displays = [];
  const plays = [];
  for (let i = 0; i < n; i += 1) {
    const campaign = r.pick(campaigns);
    const link = r.next() < 0.8 ? campaign.links[r.int(campaign.links.length)] : null;
    const component = r.next() < 0.1 ? null : r.pick(campaign.components);
    const base = { time: new Date(START + r.int(4 * 24 * 3600) * 1000), campaignId: campaign.id, broadcasterId: r.pick(broadcasters) };
    const kind = r.pick(['conversion', 'display', 'play'] as const);
    const impressions = r.int(50);
    if (kind === 'conversion') {
      const country = r.pick(['SE', 'US', null]);
      conversions.push({
        ...base,
        trackingLinkId: link?.id ?? null,
        source: 'k',
        componentId: component?.id ?? null,
        componentType: component?.type ?? null,
        ipAddr: null,
        country,
      });
      events.push({ kind, ...base, componentId: component?.id ?? null, country, link: link?.target ?? '', impressions: 0 });
    } else if (component) {
      if (kind === 'display')
        displays.push({ ...base, componentId: component.id, componentVersionId: null, durationSeconds: 30, viewers: 10, impressions });
      else plays.push({ ...base, componentId: component.id, triggeredBy: null, viewers: 10, impressions });
      events.push({ kind, ...base, componentId: component.id, country: null, link: '', impressions });
    }
  }
  await recordConversions(db, conversions);
  await recordDisplays(db, displays);
  await recordVideoPlays(db, plays);
}

describe('event rollups', () => {
  it('equal the figures worked out from the events, unique clicks being the last click per combination, however batched', async () => {
    const r = random(20261123);
    for (const size of [1, 5, 1, 40, 3, 120, 1, 1, 17, 250, 2, 60]) {
      await recordKnownClicks(Array.from({ length: size }, () => randomClick(r)));
      await recordRandomOthers(r, r.int(12));
    }
    expect(clicks.length).toBe(501);
    expect(await storedEventRollups(db)).toEqual(expectedEventRollups(clicks, events, (id) => types.get(id) as string));
    // The uniques are the DISTINCT ON of the raw clicks, and each is counted once in every rollup.
    const [raw] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT ON (campaign_id, broadcaster_id, component_id, ip_addr) id FROM clicks
       WHERE NOT is_bot AND component_id IS NOT NULL ORDER BY campaign_id, broadcaster_id, component_id, ip_addr, time DESC, id DESC) l`,
    );
    for (const table of [
      'rollup_daily_components',
      'rollup_daily_countries',
      'rollup_daily_campaign_clicks',
      'rollup_hourly_campaign_clicks',
    ]) {
      const [sum] = await db.query<{ n: number }>(`SELECT sum(unique_clicks)::int AS n FROM ${table}`);
      expect(sum.n, table).toBe(raw.n);
    }
  });

  it('stay exact when batches of the same combinations are recorded at the same time', async () => {
    const r = random(7);
    const campaign = campaigns[0];
    const batches = Array.from({ length: 8 }, () => Array.from({ length: 30 }, () => randomClick(r, campaign)));
    await Promise.all(batches.map((batch) => recordKnownClicks(batch)));
    expect(await storedEventRollups(db)).toEqual(expectedEventRollups(clicks, events, (id) => types.get(id) as string));
  });

  it('are rebuilt from the raw events to the very same tables, for every campaign or one', async () => {
    const before = await dumpRollups(db);
    expect(before.click_uniques.length).toBeGreaterThan(20);
    // Damage one campaign's rollups and another's uniques: the rebuild restores both.
    await db.query('UPDATE rollup_daily_campaign_clicks SET clicks = clicks + 5 WHERE campaign_id = $1', [campaigns[1].id]);
    await db.query('DELETE FROM click_uniques WHERE campaign_id = $1', [campaigns[2].id]);
    const rebuilt = await rebuildRollups(db);
    expect(rebuilt.click_uniques).toBe(before.click_uniques.length);
    expect(await dumpRollups(db)).toEqual(before);
    // The command then reclaims the replaced rows (outside the rebuild's transaction); nothing changes.
    await vacuumRebuiltTables(db, Object.keys(rebuilt));
    expect(await dumpRollups(db)).toEqual(before);
    await expect(vacuumRebuiltTables(db, ['clicks; DROP TABLE users'])).rejects.toThrow('Not a table name');

    await db.query('UPDATE rollup_hourly_campaign_clicks SET unique_clicks = 0 WHERE campaign_id = $1', [campaigns[1].id]);
    await db.query('UPDATE rollup_daily_components SET clicks = 0 WHERE campaign_id = $1', [campaigns[0].id]);
    await rebuildRollups(db, { campaignSlug: 'ru-beta' });
    const after = await dumpRollups(db);
    expect(after.rollup_hourly_campaign_clicks).toEqual(before.rollup_hourly_campaign_clicks);
    // Only ru-beta was rebuilt: ru-alpha keeps its damage until its own rebuild.
    expect(after.rollup_daily_components).not.toEqual(before.rollup_daily_components);
    await rebuildRollups(db, { campaignSlug: 'ru-alpha' });
    expect(await dumpRollups(db)).toEqual(before);
  });

  it('keep counting incrementally after a rebuild and while one runs, and refuse an unknown campaign', async () => {
    await recordKnownClicks(Array.from({ length: 50 }, (_, i) => randomClick(random(i + 100))));
    const r = random(99);
    const batches = Array.from({ length: 4 }, () => Array.from({ length: 25 }, () => randomClick(r)));
    await Promise.all([
      recordKnownClicks(batches[0]),
      rebuildRollups(db),
      ...batches.slice(1).map((batch) => recordKnownClicks(batch)),
      rebuildRollups(db, { campaignSlug: 'ru-gamma' }),
    ]);
    expect(await storedEventRollups(db)).toEqual(expectedEventRollups(clicks, events, (id) => types.get(id) as string));
    await expect(rebuildRollups(db, { campaignSlug: 'no-such-campaign' })).rejects.toBeInstanceOf(UnknownCampaignError);
  });
});
