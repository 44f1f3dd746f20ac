import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../../../testing/domain-fixtures.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { recordClicks, type ClickEvent } from '../../events/repositories/event-recording-repository.ts';
import { pairsWithCountedClickSince } from './link-runtime-repository.ts';

/**
 * The repeat check (decision 522) reads one index probe per (link, ip) pair (decision 633): only a
 * counted click of that very pair within the window makes a click a repeat, whatever else the
 * window holds.
 */
let db: Db;
let links: number[];
let click: (link: number, ip: string, time: Date, flag?: ClickEvent['flag']) => ClickEvent;
const T = new Date('2026-11-20T12:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

beforeAll(async () => {
  db = await createTestDb();
  const team = await insertTeam(db, { name: 'Repeat check' });
  const campaign = await insertCampaign(db, { slug: 'repeat-check', name: 'Repeat check', teamId: team });
  const { id: broadcaster } = await createBroadcaster(db, 'repeat_check');
  links = [];
  for (const key of ['rpA001', 'rpB002']) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4) RETURNING id',
      [key, broadcaster, campaign, `https://shop.example/${key}`],
    );
    links.push(row.id);
  }
  click = (link, ip, time, flag = null) => ({
    time,
    broadcasterId: broadcaster,
    campaignId: campaign,
    componentId: null,
    componentType: null,
    trackingLinkId: link,
    link: 'https://shop.example/',
    ipAddr: ip,
    country: null,
    userAgent: 'Mozilla/5.0',
    isBot: flag !== null,
    flag,
  });
  const [a, b] = links;
  await recordClicks(db, [
    click(a, '198.51.100.1', at(0)),
    click(a, '198.51.100.2', at(0), 'bot'),
    click(a, '198.51.100.3', at(0), 'repeat'),
    click(b, '198.51.100.4', at(30)),
    // Traffic of other addresses in the same window: not read by the probes.
    ...Array.from({ length: 300 }, (_, i) => click(a, `203.0.113.${i % 250}`, at(10 + (i % 40)))),
  ]);
});
afterAll(async () => {
  await db.close();
});

describe('pairsWithCountedClickSince (decisions 522, 633)', () => {
  it('answers exactly the pairs with a counted click since the time given', async () => {
    const [a, b] = links;
    const pairs = [
      { linkId: a, ip: '198.51.100.1' },
      { linkId: a, ip: '198.51.100.2' },
      { linkId: a, ip: '198.51.100.3' },
      { linkId: b, ip: '198.51.100.4' },
      { linkId: b, ip: '198.51.100.1' },
      { linkId: a, ip: '198.51.100.4' },
      { linkId: a, ip: '192.0.2.9' },
      { linkId: a, ip: '198.51.100.1' },
    ];
    expect([...(await pairsWithCountedClickSince(db, pairs, at(-60)))].sort()).toEqual([`${a}|198.51.100.1`, `${b}|198.51.100.4`]);
    // The window starts after the first click: only the later one is inside it.
    expect([...(await pairsWithCountedClickSince(db, pairs, at(0)))]).toEqual([`${b}|198.51.100.4`]);
    expect([...(await pairsWithCountedClickSince(db, pairs, at(30)))]).toEqual([]);
  });

  it('answers the same run after run (a kept plan) and nothing for no pairs', async () => {
    const [a] = links;
    for (let i = 0; i < 8; i += 1)
      expect([...(await pairsWithCountedClickSince(db, [{ linkId: a, ip: '198.51.100.1' }], at(-1)))]).toEqual([`${a}|198.51.100.1`]);
    expect(await pairsWithCountedClickSince(db, [], at(-60))).toEqual(new Set());
  });
});
