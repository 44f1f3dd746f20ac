import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import type { Db, Queryable } from '../../db/db.ts';
import { claimClickMessages } from './repositories/click-log-messages-repository.ts';
import type { StoreLines } from './click-journal-mover.ts';

export interface ClickLogMoverOptions {
  db: Db;
  /** Opens the shared durable consumer's messages (its `consume()`); opened again if they end or fail. */
  consume: () => Promise<ConsumerMessages>;
  store: StoreLines;
  log: { warn: (message: string) => void; error: (message: string) => void };
  /** Called after each batch is stored and acknowledged. */
  onMoved?: () => void;
  /** Clicks moved in one transaction at most. */
  maxBatch?: number;
  /** Milliseconds clicks gather after the first of a batch arrives, when fewer than a batch wait. */
  gatherMs?: number;
}

const GATHER_MS = 50;
const MAX_BACKOFF_MS = 10_000;

/** The id each click was published with (Nats-Msg-Id); a message without one is known by its stream and sequence. */
export const messageId = (m: JsMsg) => m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`;

/** A batch refused for what it holds, not for the database being unreachable (as the journal's mover; decision 624). */
const isDataError = (error: unknown) =>
  error instanceof SyntaxError || error instanceof TypeError || /^2[23]/.test(String((error as { code?: unknown })?.code ?? ''));

const TIMED_OUT = Symbol('timed out');

/**
 * Moves the clicks of the JetStream stream into the database (decision 751), on every instance from
 * the one durable consumer they share: a batch's clicks and their message ids are stored in one
 * transaction, through the same store as the journal's lines (repeat check, rollups, webhook
 * deliveries), and the messages are acknowledged only after it commits. A message whose id is
 * already stored (its commit landed but its acknowledgement did not) is acknowledged without being
 * stored again. While the database is unreachable the batch is handed back (nak) to be delivered
 * again later, here or on another instance; a batch the database refuses for its data is retried
 * click by click, and a single refused click is logged and terminated, so one bad click never stops
 * the rest.
 */
export class ClickLogMover {
  private messages: ConsumerMessages | undefined;
  private iterator: AsyncIterator<JsMsg> | undefined;
  /** The iterator's next message, asked for and not yet taken. */
  private next: Promise<IteratorResult<JsMsg>> | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly maxBatch: number;
  private readonly gatherMs: number;

  constructor(private readonly o: ClickLogMoverOptions) {
    this.maxBatch = o.maxBatch ?? 1000;
    this.gatherMs = o.gatherMs ?? GATHER_MS;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Finishes the batch under way and stops taking messages; those delivered and not stored are delivered again elsewhere. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.messages?.close().catch(() => undefined);
    await this.running;
  }

  /** The next message, or TIMED_OUT after `ms` (the message asked for stays asked for), or undefined once the messages end. */
  private async take(ms?: number): Promise<JsMsg | undefined | typeof TIMED_OUT> {
    if (!this.iterator) {
      this.messages = await this.o.consume();
      this.iterator = this.messages[Symbol.asyncIterator]();
    }
    this.next ??= this.iterator.next();
    const asked = this.next;
    let timer: NodeJS.Timeout | undefined;
    const waits: Array<Promise<IteratorResult<JsMsg> | typeof TIMED_OUT>> = [asked];
    if (ms !== undefined) waits.push(new Promise((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms))));
    const result = await Promise.race(waits);
    clearTimeout(timer);
    if (result === TIMED_OUT) return TIMED_OUT;
    this.next = undefined;
    return result.done ? undefined : result.value;
  }

  /** The next batch: waits for a first message, then gathers more for up to gatherMs or until the batch is full. */
  private async batch(): Promise<JsMsg[] | undefined> {
    const first = await this.take();
    if (first === undefined || first === TIMED_OUT) return undefined;
    const batch = [first];
    const until = Date.now() + this.gatherMs;
    while (batch.length < this.maxBatch && !this.stopped) {
      const m = await this.take(Math.max(0, until - Date.now()));
      if (m === undefined || m === TIMED_OUT) break;
      batch.push(m);
    }
    return batch;
  }

  private async loop(): Promise<void> {
    let backoff = 250;
    while (!this.stopped) {
      let batch: JsMsg[] | undefined;
      try {
        batch = await this.batch();
      } catch (error) {
        batch = undefined;
        this.o.log.warn(`click log: the consumer's messages failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!batch) {
        if (this.stopped) break;
        // The messages ended or failed without stop: take them up again after a pause.
        this.next = undefined;
        this.iterator = undefined;
        await this.messages?.close().catch(() => undefined);
        await this.idle(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        continue;
      }
      try {
        await this.storeBatch(batch);
        backoff = 250;
        this.o.onMoved?.();
      } catch (error) {
        this.o.log.warn(
          `click log: moving ${batch.length} clicks failed, delivering them again in ${backoff} ms: ${error instanceof Error ? error.message : String(error)}`,
        );
        for (const m of batch) m.nak(backoff);
        await this.idle(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async storeBatch(batch: JsMsg[]): Promise<void> {
    try {
      await this.commit(batch);
    } catch (error) {
      if (!isDataError(error)) throw error;
      for (const m of batch) {
        try {
          await this.commit([m]);
        } catch (oneError) {
          if (!isDataError(oneError)) throw oneError;
          this.o.log.error(`click log: a click the database refuses was skipped (${String((oneError as Error).message)}): ${m.string()}`);
          m.term();
        }
      }
    }
  }

  /** One transaction: the ids of the batch's messages claimed, the clicks of those not stored before stored; then every message acknowledged. */
  private async commit(batch: JsMsg[]): Promise<void> {
    await this.o.db.transaction(async (tx: Queryable) => {
      const fresh = await claimClickMessages(tx, batch.map(messageId));
      const lines: string[] = [];
      for (const m of batch) {
        // An id twice in the batch (published again past the stream's duplicate window) is stored once.
        if (fresh.delete(messageId(m))) lines.push(m.string());
      }
      if (lines.length > 0) await this.o.store(tx, lines);
    });
    for (const m of batch) m.ack();
  }
}
