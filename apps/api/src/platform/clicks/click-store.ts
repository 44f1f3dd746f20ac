import type { Db, Queryable } from '../../db/db.ts';
import { recordClickRows } from '../../modules/events/repositories/event-recording-repository.ts';
import { lockClickRecording, pairsWithCountedClickSince } from '../../modules/links/repositories/link-runtime-repository.ts';
import { COUNTED_END, readClickLine, REPEAT_END, type LineClick } from './click-line.ts';
import { queueWebhookDeliveries, type WebhookEvent } from '../../modules/links/webhook-events.ts';
import { activityEvent, publishLive } from '../live/live-events.ts';

const HOUR_MS = 3_600_000;

/** Stores journal lines' clicks in the mover's transaction (several API processes share the repeat check's lock on a server). */
export const storeClickLines = (driver: Db['driver']) => (tx: Queryable, lines: string[]) =>
  storeClicks(tx, lines.map(readClickLine), driver === 'postgres');

/**
 * A batch's transaction: flags repeats, stores the clicks with their rollups, queues webhook posts
 * of the counted ones, and tells the live panels of each campaign with counted clicks (decision 790).
 */
async function storeClicks(tx: Queryable, clicks: LineClick[], sharedServer: boolean): Promise<void> {
  // Several API processes on one server: their repeat checks take turns (PGlite has one writer anyway).
  if (sharedServer) await lockClickRecording(tx);
  const candidates = clicks.filter((c) => !c.flagged && c.linkId !== null);
  let earliest = Infinity;
  for (const c of clicks) earliest = Math.min(earliest, c.time);
  const seen = await pairsWithCountedClickSince(
    tx,
    candidates.map((c) => ({ linkId: c.linkId as number, ip: c.ip })),
    new Date(earliest - HOUR_MS),
  );
  /** The batch's counted clicks, by index: not flagged at the request, not a repeat of a counted (link, ip) pair. */
  const counted: number[] = [];
  const rows = clicks.map((c, i) => {
    if (c.flagged) return c.row;
    if (c.linkId !== null) {
      const pair = `${c.linkId}|${c.ip}`;
      if (seen.has(pair)) return `${c.row.slice(0, -COUNTED_END.length)}${REPEAT_END}`;
      seen.add(pair);
    }
    counted.push(i);
    return c.row;
  });
  const stored = await recordClickRows(
    tx,
    `[${rows.join(',')}]`,
    counted.map((i) => clicks[i].campaignId),
  );
  // No webhook listening: no delivery query at all (the cached lookup said so; decision 612).
  const hooks = counted.filter((i) => clicks[i].hooks).map((i) => clickPost(clicks[i], stored[i].id));
  await queueWebhookDeliveries(tx, hooks);
  // Each campaign's event names the broadcasters whose clicks it counted: a studio block rebuilds only for its own.
  const byCampaign = new Map<number, Set<number>>();
  for (const i of counted) {
    const of = byCampaign.get(clicks[i].campaignId) ?? new Set<number>();
    of.add(stored[i].broadcasterId);
    byCampaign.set(clicks[i].campaignId, of);
  }
  for (const [campaignId, broadcasters] of byCampaign) await publishLive(tx, activityEvent(campaignId, [...broadcasters]));
}

/** The webhook event of a counted click: its line's row holds what the post names (decision 634). */
function clickPost(click: LineClick, id: number): WebhookEvent {
  const r = JSON.parse(click.row) as {
    time: string;
    campaign: string;
    username: string;
    component_id: number | null;
    component_type: string | null;
    key: string;
    target: string;
    country: string | null;
  };
  return {
    campaignId: click.campaignId,
    event: 'click',
    payload: {
      event: 'click',
      id,
      time: r.time,
      campaign: r.campaign,
      broadcaster: r.username,
      component_id: r.component_id,
      component_type: r.component_type,
      key: r.key,
      target: r.target,
      country: r.country,
    },
  };
}
