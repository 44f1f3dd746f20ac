import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { rebuildRollups } from '../../events/rollups/rebuild-rollups.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import {
  type ClickEvent,
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
} from '../../events/repositories/event-recording-repository.ts';
import { addBroadcastersToLabel, lockGroupRollups, setLabelBroadcasters } from './label-members-repository.ts';
import { lockLabels } from './labels-repository.ts';
import {
  clicksPerComponent,
  clicksPerCountry,
  clicksPerDay,
  clicksPerHour,
  clicksPerTarget,
} from '../../metrics/repositories/metrics-clicks-repository.ts';
import { conversionsPerDay, conversionsPerHourOfDay } from '../../metrics/repositories/metrics-conversions-repository.ts';
import { reportSumsPerPeriod } from '../../metrics/repositories/metrics-report-repository.ts';
import type { MetricsScope } from '../../metrics/repositories/metrics-scope-sql.ts';
import { viewershipPerDayPlatform } from '../../metrics/repositories/metrics-viewership-repository.ts';
import { dumpRollups } from '../../events/repositories/rollups-test-support.ts';
import { recordViewershipSamples } from '../../events/repositories/viewership-recording-repository.ts';

/**
 * Group rollups (decisions 627, 632): a group's figures read from its rollups equal the same
 * figures read from its members' raw events (viewership: their rows), after events and viewership
 * samples arrive, after members join and leave (also while events are being recorded), and after a
 * rebuild.
 */

let db: Db;
let campaignId: number;
let otherCampaignId: number;
let members: number[];
const components: Array<{ id: number; type: string }> = [];
const TYPES = ['live-graphics', 'banner-graphics', 'custom-link'];
const START = Date.parse('2026-05-01T00:00:00Z');
let seed = 4242;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];

async function newLabel(campaign: number, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO labels (campaign_id, name) VALUES ($1, $2) RETURNING id', [campaign, name]);
  return row.id;
}

function randomClick(campaign = campaignId): ClickEvent {
  const component = next() < 0.1 ? null : pick(components);
  return {
    time: new Date(START + Math.floor(next() * 3 * 24 * 60) * 60_000),
    broadcasterId: pick(members),
    campaignId: campaign,
    componentId: component?.id ?? null,
    componentType: component?.type ?? null,
    trackingLinkId: null,
    link: pick(['https://a.example/', 'https://b.example/x']),
    ipAddr: pick(['198.51.100.1', '198.51.100.2', '2001:db8::7']),
    country: pick(['SE', 'US', null]),
    userAgent: 'Mozilla/5.0',
    isBot: next() < 0.15,
  };
}

async function recordSome(n: number): Promise<void> {
  await recordClicks(
    db,
    Array.from({ length: n }, () => randomClick()),
  );
  const base = () => ({ time: new Date(START + Math.floor(next() * 3 * 24 * 3600) * 1000), campaignId, broadcasterId: pick(members) });
  const component = () => pick(components);
  await recordConversions(
    db,
    Array.from({ length: Math.ceil(n / 5) }, () => {
      const c = component();
      return {
        ...base(),
        trackingLinkId: null,
        source: 'k',
        componentId: c.id,
        componentType: c.type,
        ipAddr: null,
        country: pick(['SE', null]),
      };
    }),
  );
  await recordDisplays(db, [
    { ...base(), componentId: components[0].id, componentVersionId: null, durationSeconds: 30, viewers: 5, impressions: 3 },
  ]);
  await recordVideoPlays(db, [{ ...base(), componentId: components[1].id, triggeredBy: null, viewers: 5, impressions: 7 }]);
  // Polls of two streams a day per member, some days on YouTube; peaks differ between members.
  await recordViewershipSamples(
    db,
    Array.from({ length: Math.ceil(n / 4) }, () => {
      const { time, broadcasterId } = base();
      const youtube = time.getUTCDate() === 2;
      return {
        time,
        broadcasterId,
        platform: youtube ? 'youtube' : 'twitch',
        streamId: `s${broadcasterId}-${time.getUTCDate()}-${time.getUTCHours() < 12 ? 'am' : 'pm'}`,
        viewers: Math.floor(next() * 500),
        game: youtube ? null : pick(['Chess', 'Go']),
        intervalSeconds: 300,
      } as const;
    }),
  );
}

/** Sums added in another order differ in the last bits. */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Every figure read for one group's members, raw (no group) and from the group's rollups. */
async function figures(groupId: number, unique: boolean) {
  const [row] = await db.query<{ ids: number[] }>(
    "SELECT coalesce(array_agg(broadcaster_id ORDER BY broadcaster_id), '{}') AS ids FROM label_broadcasters WHERE label_id = $1",
    [groupId],
  );
  const raw: MetricsScope = {
    campaignId,
    since: '2026-05-01',
    until: '2026-05-03',
    broadcasterIds: row.ids.map(Number),
    componentTypes: TYPES,
    unique,
    groupId: null,
  };
  const read = async (s: MetricsScope) => ({
    day: await clicksPerDay(db, s),
    component: await clicksPerComponent(db, s),
    country: await clicksPerCountry(db, s),
    target: await clicksPerTarget(db, s),
    hour: await clicksPerHour(db, s),
    conversionDays: await conversionsPerDay(db, s),
    conversionHours: await conversionsPerHourOfDay(db, s),
    viewership: (await viewershipPerDayPlatform(db, s)).map((v) => ({ ...v, viewable_minutes: round6(v.viewable_minutes) })),
    // By day: the sums come in the order of PostgreSQL's GROUP BY, which follows the plan (reports order them by day).
    reportDays: [...(await reportSumsPerPeriod(db, s, 'day'))]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, sums]) => [day, Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round6(v)]))]),
  });
  return { raw: await read(raw), group: await read({ ...raw, groupId }) };
}

async function expectGroupsEqualRaw(groups: number[]): Promise<void> {
  for (const group of groups) {
    for (const unique of [false, true]) {
      const { raw, group: fromRollups } = await figures(group, unique);
      expect(fromRollups, `group ${group}${unique ? ' unique' : ''}`).toEqual(raw);
    }
  }
}

beforeAll(async () => {
  db = await createTestDb();
  members = [];
  for (const name of ['gm_one', 'gm_two', 'gm_three', 'gm_four']) members.push((await createBroadcaster(db, name)).id);
  // Running since before the events, so the members' viewership counts for it.
  campaignId = await insertCampaign(db, { slug: 'gm-alpha', types: TYPES, start: new Date(START - 30 * 86_400_000), end: null });
  otherCampaignId = await insertCampaign(db, { slug: 'gm-beta', types: TYPES, start: new Date(START - 30 * 86_400_000), end: null });
  for (const member of members) {
    await setCampaignStatus(db, campaignId, member, 'Active');
    await setCampaignStatus(db, otherCampaignId, member, 'Active');
  }
  for (const type of TYPES) {
    const [row] = await db.query<{ id: number }>('INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $2) RETURNING id', [
      campaignId,
      type,
    ]);
    components.push({ id: row.id, type });
  }
}, 60_000);
afterAll(() => db.close());

describe('group rollups', () => {
  let first: number;
  let second: number;
  let everyone: number;

  it('count the events of the members a group had when they were recorded, in its campaign only', async () => {
    first = await newLabel(campaignId, 'First');
    second = await newLabel(campaignId, 'Second');
    everyone = await newLabel(campaignId, 'Everyone');
    const elsewhere = await newLabel(otherCampaignId, 'Elsewhere');
    await db.transaction(async (tx) => {
      await setLabelBroadcasters(tx, first, [members[0], members[1]]);
      await setLabelBroadcasters(tx, second, [members[1], members[2]]);
      await setLabelBroadcasters(tx, everyone, members);
      await setLabelBroadcasters(tx, elsewhere, members);
    });
    await recordSome(120);
    await recordSome(60);
    await expectGroupsEqualRaw([first, second, everyone]);
    // A group of every broadcaster is the campaign's own cube; a group of another campaign counts nothing here.
    const dump = await dumpRollups(db);
    const strip = (rows: unknown[]) =>
      rows
        .filter((r) => (r as { label_id: number }).label_id === everyone)
        .map((r) => {
          const { label_id: _, ...rest } = r as Record<string, unknown>;
          return rest;
        });
    expect(strip(dump.rollup_daily_group_clicks)).toEqual(dump.rollup_daily_campaign_clicks);
    expect(strip(dump.rollup_hourly_group_clicks)).toEqual(dump.rollup_hourly_campaign_clicks);
    expect(strip(dump.rollup_daily_group_viewership)).toEqual(
      (dump.rollup_daily_campaign_viewership_totals as Array<Record<string, unknown>>).filter((r) => r.campaign_id === campaignId),
    );
    expect(dump.rollup_daily_group_clicks.some((r) => (r as { label_id: number }).label_id === elsewhere)).toBe(false);
    expect(dump.rollup_daily_group_clicks.length).toBeGreaterThan(20);
    // Both platforms occur; the equality above also holds each day's peak to the highest member's (the totals' peak).
    expect(new Set(dump.rollup_daily_group_viewership.map((r) => (r as { platform: string }).platform))).toEqual(
      new Set(['twitch', 'youtube']),
    );
  });

  it('follow members who join and leave, also while events are being recorded', async () => {
    await db.transaction((tx) => setLabelBroadcasters(tx, first, [members[1], members[3]]));
    await db.transaction((tx) => addBroadcastersToLabel(tx, second, [members[0], members[2]]));
    await expectGroupsEqualRaw([first, second]);
    await Promise.all([
      recordSome(40),
      db.transaction((tx) => setLabelBroadcasters(tx, second, [members[3]])),
      recordClicks(
        db,
        Array.from({ length: 30 }, () => randomClick()),
      ),
      db.transaction((tx) => addBroadcastersToLabel(tx, first, [members[0]])),
      recordSome(20),
    ]);
    await expectGroupsEqualRaw([first, second, everyone]);
    // Emptied: no rows left with nothing in them.
    await db.transaction((tx) => setLabelBroadcasters(tx, second, []));
    const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rollup_daily_group_clicks WHERE label_id = $1', [second]);
    expect(left.n).toBe(0);
  });

  it('never deadlock: group edits, group deletes and recorders adding new group rows, all at once', async () => {
    // As the labels service does: the label's row (FOR NO KEY UPDATE), then the group tables.
    const edit = (label: number, ids: number[]) =>
      db.transaction(async (tx) => {
        await lockLabels(tx, [label]);
        await setLabelBroadcasters(tx, label, ids);
      });
    for (let round = 0; round < 4; round += 1) {
      const doomed = await newLabel(campaignId, `Doomed ${round}`);
      await edit(doomed, members);
      const newDay = (c: ClickEvent): ClickEvent => ({ ...c, time: new Date(c.time.getTime() + (5 + round) * 86_400_000) });
      await Promise.all([
        recordClicks(
          db,
          Array.from({ length: 30 }, () => newDay(randomClick())),
        ),
        edit(second, [members[round], members[(round + 1) % 4]]),
        db.transaction(async (tx) => {
          await lockLabels(tx, [doomed]);
          await lockGroupRollups(tx);
          await tx.query('DELETE FROM labels WHERE id = $1', [doomed]);
        }),
        recordClicks(
          db,
          Array.from({ length: 30 }, () => newDay(randomClick())),
        ),
        db.transaction((tx) => addBroadcastersToLabel(tx, everyone, members)),
        recordSome(10),
      ]);
    }
    await expectGroupsEqualRaw([second, everyone]);
  });

  it('are filled by their migration from the events stored before it', async () => {
    const before = await dumpRollups(db);
    await db.query('DROP TABLE rollup_daily_group_clicks, rollup_hourly_group_clicks, rollup_daily_group_viewership');
    await db.query('DROP INDEX label_broadcasters_broadcaster');
    await db.query(`DELETE FROM schema_migrations WHERE version IN ('0025', '0027')`);
    expect(await migrate(db)).toEqual(['0025_group_rollups.sql', '0027_group_viewership_rollup.sql']);
    expect(await dumpRollups(db)).toEqual(before);
  });

  it('are what a rebuild from the raw events gives, and go with their group', async () => {
    const before = await dumpRollups(db);
    await db.query('DELETE FROM rollup_hourly_group_clicks');
    await db.query('UPDATE rollup_daily_group_viewership SET peak_viewers = 0');
    await rebuildRollups(db);
    expect(await dumpRollups(db)).toEqual(before);
    await db.query('DELETE FROM labels WHERE id = $1', [first]);
    const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rollup_hourly_group_clicks WHERE label_id = $1', [first]);
    expect(left.n).toBe(0);
  });
});
