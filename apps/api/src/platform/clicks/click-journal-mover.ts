import { open, type FileHandle } from 'node:fs/promises';
import type { Db, Queryable } from '../../db/db.ts';
import { advanceClickJournal, clickJournalPosition, touchClickJournal } from './repositories/click-journals-repository.ts';
import { completeLines, segmentPath } from './click-journal-files.ts';
import { positionBefore, type ClickJournal, type JournalPosition } from './click-journal.ts';

/** Stores a batch of journal lines (parsed) inside the mover's transaction. */
export type StoreLines = (tx: Queryable, lines: string[]) => Promise<void>;

export interface MoverOptions {
  db: Db;
  journal: ClickJournal;
  dir: string;
  name: string;
  token: string;
  holder: string;
  from: JournalPosition;
  store: StoreLines;
  log: { warn: (message: string) => void; error: (message: string) => void };
  /** Clicks moved in one transaction at most. */
  maxBatch?: number;
  /** Milliseconds lines gather after a batch that was not full. */
  gatherMs?: number;
}

const READ_BYTES = 4 * 2 ** 20;
const HEARTBEAT_MS = 10_000;
/**
 * After a batch smaller than the most, lines gather this long before the next one: fewer, larger
 * transactions leave the processor to the redirects under load, and a click still reaches the
 * pages well within their 5 seconds.
 */
const GATHER_MS = 50;
const MAX_BACKOFF_MS = 10_000;
/** Marks of sync times are a second apart at most: the lag's precision. */
const MARK_MS = 1000;

/**
 * A line refused for what it holds, not for the database being unreachable: SQLSTATE classes 22
 * and 23, or a line that does not read as a click.
 */
const isDataError = (error: unknown) =>
  error instanceof SyntaxError || error instanceof TypeError || /^2[23]/.test(String((error as { code?: unknown })?.code ?? ''));

/**
 * Moves journal lines into the database (decision 624): reads the next synced lines from its
 * position, stores them and moves the journal's position past them in one transaction, so after a
 * crash the replay starts exactly after the last stored click. While the database is unreachable it
 * waits and retries (the redirect keeps answering from the journal). A batch the database refuses
 * for its data is retried line by line, and a single refused line is skipped and counted, so one bad
 * click never stops the rest.
 */
export class ClickJournalMover {
  private position: JournalPosition;
  private reader: { segment: number; handle: FileHandle } | undefined;
  private wake: (() => void) | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  private readonly progress = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private readonly maxBatch: number;
  /** Waiting for lines to gather: appends do not wake the mover (settled and stop do). */
  private gathering = false;
  /** Something to do arrived while the mover was not idle: its next idle returns at once. */
  private pending = false;
  /** The position the database holds for this journal. */
  private committed: JournalPosition;
  /**
   * When lines were synced, one mark per second at most: the journal's end after that second's
   * first sync and the time of it. The oldest mark past the mover's position dates the oldest click
   * not yet moved (to within a second): the lag /readyz and /metrics show (decision 736).
   */
  private readonly marks: Array<{ at: JournalPosition; time: number }> = [];

  constructor(private readonly o: MoverOptions) {
    this.position = { ...o.from };
    this.committed = { ...o.from };
    this.maxBatch = o.maxBatch ?? 1000;
    this.unsubscribe = o.journal.onAppend(() => {
      this.mark(Date.now());
      if (!this.gathering) this.poke();
    });
    // What an earlier run left counts from this start.
    if (positionBefore(this.position, o.journal.end())) this.mark(Date.now());
  }

  private mark(time: number): void {
    const last = this.marks[this.marks.length - 1];
    if (last && time - last.time < MARK_MS) last.at = this.o.journal.end();
    else this.marks.push({ at: this.o.journal.end(), time });
  }

  /** Seconds the oldest click not yet in the database has waited (0 when none waits). */
  lagSeconds(now = Date.now()): number {
    while (this.marks.length && !positionBefore(this.position, this.marks[0].at)) this.marks.shift();
    return this.marks.length ? Math.max(0, (now - this.marks[0].time) / 1000) : 0;
  }

  /** Bytes of synced lines not yet moved, over every segment still on disk. */
  pendingBytes(): number {
    const { journal } = this.o;
    let bytes = 0;
    for (let segment: number | undefined = this.position.segment; segment !== undefined; segment = journal.after(segment)) {
      const bounds = journal.bounds(segment);
      if (!bounds) continue;
      const from = segment === this.position.segment ? Math.max(this.position.position, bounds.start) : bounds.start;
      bytes += Math.max(0, bounds.end - from);
    }
    return bytes;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Resolves once every line acknowledged before the call is stored (or skipped). */
  async settled(): Promise<void> {
    const target = this.o.journal.end();
    while (positionBefore(this.position, target)) {
      if (this.stopped) throw new Error('The click journal mover stopped.');
      await new Promise<void>((resolve) => {
        this.progress.add(resolve);
        this.poke();
      });
    }
  }

  /** Wakes the mover, or makes its next idle return at once. */
  private poke(): void {
    if (this.wake) this.wake();
    else this.pending = true;
  }

  /** Finishes the batch under way and stops; lines not moved stay in the journal for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    this.poke();
    await this.running;
    await this.reader?.handle.close();
    for (const done of this.progress) done();
  }

  private async loop(): Promise<void> {
    let backoff = 250;
    let lastBeat = Date.now();
    while (!this.stopped) {
      try {
        const moved = await this.moveOnce();
        backoff = 250;
        if (moved === 'full') lastBeat = Date.now();
        else if (moved === 'some') {
          lastBeat = Date.now();
          this.gathering = true;
          await this.idle(this.o.gatherMs ?? GATHER_MS);
          this.gathering = false;
        } else {
          if (Date.now() - lastBeat >= HEARTBEAT_MS) {
            await touchClickJournal(this.o.db, this.o.name, this.o.holder);
            lastBeat = Date.now();
          }
          await this.idle(HEARTBEAT_MS);
        }
      } catch (error) {
        // A commit whose answer was lost (the connection dropped during COMMIT) may have landed: the row says.
        if (await this.adoptStoredPosition().catch(() => false)) continue;
        this.o.log.warn(
          `click journal ${this.o.name}: moving clicks failed, retrying in ${backoff} ms: ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.idle(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.pending && !this.gathering) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /**
   * When the journal's row is ahead of what this process last wrote, with this process's token and
   * holder, a commit landed though its answer was lost: take the row's position as committed
   * (the clicks before it are stored). Answers whether it moved.
   */
  private async adoptStoredPosition(): Promise<boolean> {
    const row = await clickJournalPosition(this.o.db, this.o.name);
    if (!row || row.token !== this.o.token || row.holder !== this.o.holder || !positionBefore(this.committed, row)) return false;
    if (positionBefore(this.o.journal.end(), row)) return false;
    this.committed = { segment: row.segment, position: row.position };
    this.position = { ...this.committed };
    this.notify();
    return true;
  }

  /** Moves the next batch, or steps to the next segment; answers whether it moved a full batch, some lines, or nothing. */
  private async moveOnce(): Promise<'full' | 'some' | 'none'> {
    const { journal } = this.o;
    const bounds = journal.bounds(this.position.segment);
    const from = bounds ? Math.max(this.position.position, bounds.start) : 0;
    const end = bounds?.end ?? 0;
    if (from >= end) {
      const next = journal.after(this.position.segment);
      if (next === undefined) return 'none';
      // The segment is done (or gone): the next one starts after its header. Stored with the next batch.
      await journal.dropBefore(next);
      this.position = { segment: next, position: (journal.bounds(next) as { start: number }).start };
      this.notify();
      return 'full';
    }
    const lines = await this.read(this.position.segment, from, end);
    if (lines.length === 0) return 'none';
    await this.storeBatch(lines);
    return lines.length >= this.maxBatch ? 'full' : 'some';
  }

  private async read(segment: number, from: number, end: number): Promise<Array<{ line: string; end: number }>> {
    if (this.reader?.segment !== segment) {
      await this.reader?.handle.close();
      this.reader = { segment, handle: await open(segmentPath(this.o.dir, this.o.name, segment), 'r') };
    }
    const length = Math.min(end - from, READ_BYTES);
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.reader.handle.read(buffer, 0, length, from);
    return completeLines(buffer.subarray(0, bytesRead), from).slice(0, this.maxBatch);
  }

  private async storeBatch(lines: Array<{ line: string; end: number }>): Promise<void> {
    try {
      await this.commit(
        lines.map((l) => l.line),
        lines[lines.length - 1].end,
        0,
      );
    } catch (error) {
      if (!isDataError(error)) throw error;
      for (const one of lines) {
        try {
          await this.commit([one.line], one.end, 0);
        } catch (oneError) {
          if (!isDataError(oneError)) throw oneError;
          this.o.log.error(
            `click journal ${this.o.name}: a click the database refuses was skipped (${String((oneError as Error).message)}): ${one.line}`,
          );
          await this.commit([], one.end, 1);
        }
      }
    }
  }

  /** One transaction: the lines' clicks stored, the journal's position moved past them. */
  private async commit(lines: string[], end: number, skipped: number): Promise<void> {
    const to = { segment: this.position.segment, position: end };
    const o = this.o;
    await o.db.transaction(async (tx) => {
      if (lines.length > 0) await o.store(tx, lines);
      const advanced = await advanceClickJournal(tx, {
        name: o.name,
        token: o.token,
        holder: o.holder,
        from: this.committed,
        to,
        moved: lines.length,
        skipped,
      });
      if (!advanced)
        throw new Error(
          `The click journal ${o.name} is not where this process left it: is another process using the same CLICK_JOURNAL_NAME?`,
        );
    });
    this.committed = to;
    this.position = to;
    this.notify();
  }

  private notify(): void {
    for (const done of [...this.progress]) {
      this.progress.delete(done);
      done();
    }
  }
}
