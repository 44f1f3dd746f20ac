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

/** What became of a stored click: its id, and its flag after the repeat check (null = counted). */
export interface StoredClick {
  id: number;
  flag: ClickEvent['flag'];
}

interface Waiting {
  click: PendingClick;
  resolve: (stored: StoredClick) => void;
  reject: (error: unknown) => void;
}

export interface ClickWriterOptions {
  /** A batch is written as soon as it has this many clicks. */
  maxBatch?: number;
  /** Otherwise this many milliseconds after its first click. */
  maxDelayMs?: number;
  /** Batches in flight at once (default 1). */
  maxConcurrent?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Group commit for clicks (decision 525): `record` queues a click and resolves once the transaction
 * holding it has committed, so the redirect is sent only for a durable click. Clicks arriving
 * together share one transaction: the repeat check (one counted click per ip and link per hour),
 * `recordClicks` (events and rollups in one statement) and the webhook deliveries of the counted ones.
 * A batch that fails is retried click by click, so one bad click does not fail its neighbours.
 */
export class ClickWriter {
  private queue: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private readonly idle = new Set<() => void>();
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  private readonly maxConcurrent: number;

  constructor(
    private readonly db: Db,
    options: ClickWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 2;
    // One batch at a time: batches serialize on the repeat check's lock and the rollup rows anyway,
    // and clicks arriving meanwhile make the next batch bigger (group commit).
    this.maxConcurrent = options.maxConcurrent ?? 1;
  }

  record(click: PendingClick): Promise<StoredClick> {
    return new Promise<StoredClick>((resolve, reject) => {
      this.queue.push({ click, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when every queued click has been written (or failed). */
  async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.pump();
    }
    if (this.queue.length === 0 && this.inFlight === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  private schedule(): void {
    if (this.queue.length >= this.maxBatch) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.pump();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, this.maxDelayMs);
    }
  }

  /** Starts batches while there are clicks and room; clicks arriving meanwhile form the next batch. */
  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxConcurrent) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.pump();
        else if (this.inFlight === 0) {
          for (const done of [...this.idle]) {
            this.idle.delete(done);
            done();
          }
        }
      });
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const stored = await this.db.transaction((tx) => storeClicks(tx, batch.map((w) => w.click), this.db.driver === 'postgres'));
      batch.forEach((w, i) => w.resolve(stored[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      for (const one of batch) await this.write([one]);
    }
  }
}

/** The batch's transaction: flags repeats, stores the clicks with their rollups, queues webhook posts of the counted ones. */
async function storeClicks(tx: Queryable, clicks: PendingClick[], sharedServer: boolean): Promise<StoredClick[]> {
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
  return events.map((e, i) => ({ id: ids[i], flag: e.flag ?? null }));
}
