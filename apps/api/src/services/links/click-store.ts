import type { Db, Queryable } from '../../db/db.ts';
import { recordClicks, type ClickEvent } from '../../repositories/event-recording-repository.ts';
import { lockClickRecording, pairsWithCountedClickSince } from '../../repositories/link-runtime-repository.ts';
import { queueWebhookDeliveries, type WebhookEvent } from './webhook-events.ts';

/** A click to store, with what its webhook post names. */
export interface PendingClick {
  event: ClickEvent;
  key: string;
  target: string;
  campaignSlug: string;
  username: string;
  /** Whether the link's campaign had an active webhook at lookup (decision 612): only then is a delivery queued. */
  hasWebhooks: boolean;
}

/** A journal line of a click (decision 624): the click as JSON, its time as an ISO string. */
export const clickLine = (click: PendingClick) => JSON.stringify(click);

export function clickFromLine(line: string): PendingClick {
  const click = JSON.parse(line) as PendingClick & { event: { time: string } };
  return { ...click, event: { ...click.event, time: new Date(click.event.time) } };
}

const HOUR_MS = 3_600_000;

/** Stores journal lines' clicks in the mover's transaction (several API processes share the repeat check's lock on a server). */
export const storeClickLines = (driver: Db['driver']) => (tx: Queryable, lines: string[]) => storeClicks(tx, lines.map(clickFromLine), driver === 'postgres');

/** A batch's transaction: flags repeats, stores the clicks with their rollups, queues webhook posts of the counted ones. */
async function storeClicks(tx: Queryable, clicks: PendingClick[], sharedServer: boolean): Promise<void> {
  // Several API processes on one server: their repeat checks take turns (PGlite has one writer anyway).
  if (sharedServer) await lockClickRecording(tx);
  const candidates = clicks.filter((c) => !c.event.flag && c.event.trackingLinkId !== null);
  const since = new Date(Math.min(...clicks.map((c) => c.event.time.getTime())) - HOUR_MS);
  const counted = await pairsWithCountedClickSince(
    tx,
    candidates.map((c) => ({ linkId: c.event.trackingLinkId as number, ip: c.event.ipAddr })),
    since,
  );
  const events = clicks.map((c): ClickEvent => {
    if (c.event.flag || c.event.trackingLinkId === null) return { ...c.event, isBot: Boolean(c.event.flag) };
    const pair = `${c.event.trackingLinkId}|${c.event.ipAddr}`;
    if (counted.has(pair)) return { ...c.event, flag: 'repeat', isBot: true };
    counted.add(pair);
    return { ...c.event, flag: null, isBot: false };
  });
  const ids = await recordClicks(tx, events);
  const hooks: WebhookEvent[] = [];
  events.forEach((e, i) => {
    const c = clicks[i];
    // No webhook listening: no delivery query at all (the cached lookup said so; decision 612).
    if (e.isBot || !c.hasWebhooks) return;
    hooks.push({
      campaignId: e.campaignId,
      event: 'click',
      payload: {
        event: 'click', id: ids[i], time: e.time.toISOString(), campaign: c.campaignSlug, broadcaster: c.username,
        component_id: e.componentId, component_type: e.componentType, key: c.key, target: c.target, country: e.country,
      },
    });
  });
  await queueWebhookDeliveries(tx, hooks);
}
