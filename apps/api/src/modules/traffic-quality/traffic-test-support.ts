import type { TestApp } from '../../testing/test-app.ts';
import { recordClicks } from '../events/repositories/event-recording-repository.ts';
import { createBroadcaster, setCampaignStatus } from '../../testing/domain-fixtures.ts';

/** A browser's user agent with a varying build, so clicks differ by agent when a test wants them to. */
export const browser = (build = 0) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;

/** The first instant of the UTC day after `d`. */
export const nextUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));

let links = 0;

/** A broadcaster Active on the campaign with a tracked link on a new component of `type`; answers its id and link key. */
export async function channelWithLink(
  t: TestApp,
  campaignId: number,
  username: string,
  type: string,
): Promise<{ broadcasterId: number; key: string; componentId: number }> {
  const { id: broadcasterId } = await createBroadcaster(t.db, username);
  await setCampaignStatus(t.db, campaignId, broadcasterId, 'Active');
  const [{ id: componentId }] = await t.db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, $2, $3, true) RETURNING id`,
    [campaignId, type, `${username} ${type}`],
  );
  // Keys are six letters or digits (redirect-routes.ts).
  const key = `tq${String(++links).padStart(4, '0')}`;
  await t.db.query(
    'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, true)',
    [key, broadcasterId, campaignId, componentId, 'https://shop.example/p'],
  );
  return { broadcasterId, key, componentId };
}

/** A click through the redirect, as a viewer at `ip` with `agent` would make it. */
export async function clickThrough(t: TestApp, key: string, ip: string, agent: string): Promise<void> {
  const res = await t.app.inject({ method: 'GET', url: `/l/${key}`, headers: { 'user-agent': agent }, remoteAddress: ip });
  if (res.statusCode !== 302) throw new Error(`/l/${key} answered ${res.statusCode}`);
}

/** The flags of a campaign with how many clicks each covers and `updated_at` as the API answers it, oldest first. */
export async function flagsOf(t: TestApp, campaignId: number) {
  const rows = await t.db.query<{
    id: number;
    kind: string;
    broadcaster_id: number;
    subject: string;
    status: string;
    clicks: number;
    reason: string;
    updated_at: Date | string;
  }>(
    `SELECT f.id, f.kind, f.broadcaster_id, f.subject, f.status, f.reason, f.updated_at,
            (SELECT count(*) FROM traffic_flag_clicks x WHERE x.flag_id = f.id)::int AS clicks
     FROM traffic_flags f WHERE f.campaign_id = $1 ORDER BY f.id`,
    [campaignId],
  );
  return rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() }));
}

/** A new component of `type` on the campaign; answers its id. */
export async function newComponent(t: TestApp, campaignId: number, name: string, type = 'custom-link'): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, $2, $3, true) RETURNING id`,
    [campaignId, type, name],
  );
  return id;
}

/**
 * `n` counted clicks recorded directly (not through the redirect, so their times are exact), from
 * one address with a different agent each unless `agent` is given: a dominant-address flag once
 * detected. Answers the click ids.
 */
export async function recordCountedClicks(
  t: TestApp,
  at: { campaignId: number; broadcasterId: number; componentId: number },
  n: number,
  ip: string,
  time: (i: number) => Date,
  agent?: string,
): Promise<number[]> {
  return recordClicks(
    t.db,
    Array.from({ length: n }, (_, i) => ({
      time: time(i),
      broadcasterId: at.broadcasterId,
      campaignId: at.campaignId,
      componentId: at.componentId,
      componentType: 'custom-link',
      trackingLinkId: null,
      link: 'https://shop.example/',
      ipAddr: ip,
      country: null,
      userAgent: agent ?? browser(1000 + i),
      isBot: false,
      flag: null,
    })),
  );
}
