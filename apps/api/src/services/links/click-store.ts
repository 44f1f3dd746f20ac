import type { Db, Queryable } from '../../db/db.ts';
import { recordClickRows } from '../../repositories/event-recording-repository.ts';
import { lockClickRecording, pairsWithCountedClickSince } from '../../repositories/link-runtime-repository.ts';
import { COUNTED_END, readClickLine, REPEAT_END, type LineClick } from './click-line.ts';
import { queueWebhookDeliveries, type WebhookEvent } from './webhook-events.ts';

const HOUR_MS = 3_600_000;

/** Stores journal lines' clicks in the mover's transaction (several API processes share the repeat check's lock on a server). */
export const storeClickLines = (driver: Db['driver']) => (tx: Queryable, lines: string[]) => storeClicks(tx, lines.map(readClickLine), driver === 'postgres');

/** A batch's transaction: flags repeats, stores the clicks with their rollups, queues webhook posts of the counted ones. */
async function storeClicks(tx: Queryable, clicks: LineClick[], sharedServer: boolean): Promise<void> {
  // Several API processes on one server: their repeat checks take turns (PGlite has one writer anyway).
  if (sharedServer) await lockClickRecording(tx);
  const candidates = clicks.filter((c) => !c.flagged && c.linkId !== null);
  let earliest = Infinity;
  for (const c of clicks) earliest = Math.min(earliest, c.time);
  const counted = await pairsWithCountedClickSince(tx, candidates.map((c) => ({ linkId: c.linkId as number, ip: c.ip })), new Date(earliest - HOUR_MS));
  const countedCampaigns: number[] = [];
  const rows = clicks.map((c, i) => {
    if (c.flagged) return c.row;
    if (c.linkId === null) {
      countedCampaigns.push(c.campaignId);
      return c.row;
    }
    const pair = `${c.linkId}|${c.ip}`;
    if (counted.has(pair)) {
      clicks[i] = { ...c, flagged: true };
      return `${c.row.slice(0, -COUNTED_END.length)}${REPEAT_END}`;
    }
    counted.add(pair);
    countedCampaigns.push(c.campaignId);
    return c.row;
  });
  const ids = await recordClickRows(tx, `[${rows.join(',')}]`, countedCampaigns);
  const hooks: WebhookEvent[] = [];
  clicks.forEach((c, i) => {
    // No webhook listening: no delivery query at all (the cached lookup said so; decision 612).
    if (c.flagged || !c.hooks) return;
    const r = JSON.parse(c.row) as { time: string; campaign: string; username: string; component_id: number | null; component_type: string | null; key: string; target: string; country: string | null };
    hooks.push({
      campaignId: c.campaignId,
      event: 'click',
      payload: {
        event: 'click', id: ids[i], time: r.time, campaign: r.campaign, broadcaster: r.username,
        component_id: r.component_id, component_type: r.component_type, key: r.key, target: r.target, country: r.country,
      },
    });
  });
  await queueWebhookDeliveries(tx, hooks);
}
