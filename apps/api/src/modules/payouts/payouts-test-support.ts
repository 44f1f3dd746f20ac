import { recordClicks, recordConversions } from '../events/repositories/event-recording-repository.ts';
import { channelWithLink } from '../traffic-quality/traffic-test-support.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Payout test data written through the real event recorders (clicks and conversions) and the rollup (minutes). */
export interface PayoutChannel {
  broadcasterId: number;
  username: string;
  campaignId: number;
  componentId: number;
  trackingLinkId: number;
  key: string;
}

/** A new broadcaster Active on the campaign with a tracked link. */
export async function payoutChannel(t: TestApp, campaignId: number, username: string): Promise<PayoutChannel> {
  const { broadcasterId, key, componentId } = await channelWithLink(t, campaignId, username, 'custom-link');
  const [link] = await t.db.query<{ id: number }>('SELECT id FROM tracking_links WHERE key = $1', [key]);
  return { broadcasterId, username, campaignId, componentId, trackingLinkId: Number(link.id), key };
}

let keys = 0;

/** A tracked link on a new component of the campaign for a broadcaster already on it (a role fixture's). */
export async function linkFor(t: TestApp, campaignId: number, broadcasterId: number, username: string): Promise<PayoutChannel> {
  const [component] = await t.db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'custom-link', $2, true) RETURNING id`,
    [campaignId, `${username} link`],
  );
  const key = `po${String(++keys).padStart(4, '0')}`;
  const [link] = await t.db.query<{ id: number }>(
    'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, true) RETURNING id',
    [key, broadcasterId, campaignId, component.id, 'https://shop.example/p'],
  );
  return { broadcasterId, username, campaignId, componentId: Number(component.id), trackingLinkId: Number(link.id), key };
}

let addresses = 0;

/** `n` counted clicks at `time` (distinct viewers); answers their ids. */
export async function addClicks(t: TestApp, ch: PayoutChannel, time: Date | string, n: number): Promise<number[]> {
  const at = new Date(time);
  return recordClicks(
    t.db,
    Array.from({ length: n }, () => {
      const i = ++addresses;
      return {
        time: at,
        broadcasterId: ch.broadcasterId,
        campaignId: ch.campaignId,
        componentId: ch.componentId,
        componentType: 'custom-link',
        trackingLinkId: ch.trackingLinkId,
        link: ch.key,
        ipAddr: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        country: 'US',
        userAgent: 'Mozilla/5.0 test',
        isBot: false,
      };
    }),
  );
}

/** `n` conversions at `time`, verified or not. */
export async function addConversions(t: TestApp, ch: PayoutChannel, time: Date | string, n: number, verified: boolean): Promise<void> {
  await recordConversions(
    t.db,
    Array.from({ length: n }, () => ({
      time: new Date(time),
      trackingLinkId: ch.trackingLinkId,
      source: ch.key,
      broadcasterId: ch.broadcasterId,
      campaignId: ch.campaignId,
      componentId: ch.componentId,
      componentType: 'custom-link',
      ipAddr: null,
      country: null,
      verified,
    })),
  );
}

/** Viewable minutes of a UTC day (the daily rollup the payouts read). */
export async function addMinutes(t: TestApp, broadcasterId: number, day: string, minutes: number): Promise<void> {
  await t.db.query(
    `INSERT INTO rollup_daily_viewership (day, broadcaster_id, platform, viewable_minutes) VALUES ($1, $2, 'twitch', $3)
     ON CONFLICT (day, broadcaster_id, platform) DO UPDATE SET viewable_minutes = rollup_daily_viewership.viewable_minutes + EXCLUDED.viewable_minutes`,
    [day, broadcasterId, minutes],
  );
}

let subjects = 0;

/** Opens a traffic flag on the channel holding `clickIds` (as the detection job leaves one); answers its id. */
export async function openFlag(t: TestApp, ch: PayoutChannel, clickIds: readonly number[], at: Date): Promise<number> {
  const [flag] = await t.db.query<{ id: number }>(
    `INSERT INTO traffic_flags (campaign_id, broadcaster_id, kind, subject, reason, created_at, updated_at)
     VALUES ($1, $2, 'dominant-address', $3, 'One address made most of the clicks', $4, $4) RETURNING id`,
    [ch.campaignId, ch.broadcasterId, `192.0.2.${++subjects}`, at],
  );
  await t.db.query(
    `INSERT INTO traffic_flag_clicks (flag_id, kind, click_id, click_time, campaign_id, broadcaster_id)
     SELECT $1, 'dominant-address', c.id, c.time, c.campaign_id, c.broadcaster_id FROM clicks c WHERE c.id = ANY($2::bigint[])`,
    [flag.id, clickIds],
  );
  return Number(flag.id);
}
