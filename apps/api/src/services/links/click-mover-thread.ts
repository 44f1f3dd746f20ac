import { Worker } from 'node:worker_threads';
import type { ClickJournal } from './click-journal.ts';
import type { FromMover, MoverWorkerData, ToMover } from './click-mover-messages.ts';

/** What the recorder asks of a mover, in the API thread or in its own. */
export interface Mover {
  start(): void;
  /** Resolves once every line acknowledged before the call is stored (or skipped). */
  settled(): Promise<void>;
  /** Finishes the batch under way and stops; lines not moved stay in the journal. */
  stop(): Promise<void>;
}

export interface MoverThreadOptions extends Omit<MoverWorkerData, 'state'> {
  journal: ClickJournal;
  log: { warn: (message: string) => void; error: (message: string) => void };
  /** How long a failed thread waits before it is started again. */
  restartMs?: number;
}

const STOP_WAIT_MS = 10_000;

/**
 * The click journal's mover in a worker thread (decision 637), on a PostgreSQL server: storing
 * clicks (building each batch, sending it, reading the answer) no longer takes the API thread's
 * time from the redirects. The API thread keeps the journal and posts its segments' bounds once per
 * turn of the event loop after lines are synced; the thread asks it to delete moved segments. A
 * thread that fails is started again, from the position the database holds.
 */
export class MoverThread implements Mover {
  private worker: Worker | undefined;
  private unsubscribe: (() => void) | undefined;
  private posting = false;
  private stopping = false;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private stopped: (() => void) | undefined;
  /** The deletions of moved segments the thread asked for, in turn: settled waits for them, as in the API thread. */
  private dropping: Promise<void> = Promise.resolve();

  constructor(private readonly o: MoverThreadOptions) {}

  start(): void {
    if (this.worker || this.stopping) return;
    const { journal, log, restartMs, ...data } = this.o;
    const workerData: MoverWorkerData = { ...data, state: journal.state() };
    const worker = new Worker(new URL('./click-mover-worker.mjs', import.meta.url), { workerData });
    this.worker = worker;
    this.unsubscribe = journal.onAppend(() => this.postState());
    worker.on('message', (m: FromMover) => this.receive(m));
    worker.on('error', (error) => log.error(`click journal ${this.o.name}: the mover's thread failed: ${error.message}`));
    worker.on('exit', () => {
      this.unsubscribe?.();
      this.worker = undefined;
      const gone = new Error('The click journal mover stopped.');
      for (const w of this.waiting.values()) w.reject(gone);
      this.waiting.clear();
      if (this.stopping) this.stopped?.();
      else setTimeout(() => this.start(), restartMs ?? 1000).unref();
    });
  }

  settled(): Promise<void> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('The click journal mover is not running.'));
    const id = (this.next += 1);
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // The thread's mirror is brought up to now first: messages arrive in order.
      this.send({ t: 'state', state: this.o.journal.state() });
      this.send({ t: 'settled', id });
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => (this.stopped = resolve));
    this.send({ t: 'stop' });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(timer);
    await worker.terminate();
  }

  /** Once per turn of the event loop, however many writes were synced in it. */
  private postState(): void {
    if (this.posting) return;
    this.posting = true;
    setImmediate(() => {
      this.posting = false;
      this.send({ t: 'state', state: this.o.journal.state() });
    });
  }

  private send(message: ToMover): void {
    this.worker?.postMessage(message);
  }

  private receive(m: FromMover): void {
    if (m.t === 'drop') {
      this.dropping = this.dropping
        .then(() => this.o.journal.dropBefore(m.segment))
        .catch((error: unknown) => this.o.log.warn(`click journal ${this.o.name}: a moved segment was not deleted: ${String(error)}`));
    } else if (m.t === 'log') {
      this.o.log[m.level](m.message);
    } else if (m.t === 'settled') {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.error) w?.reject(new Error(m.error));
      // The thread asked for the deletions before it answered: they are done first.
      else void this.dropping.then(() => w?.resolve());
    }
  }
}
