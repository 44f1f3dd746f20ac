import { constants } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { headerLine, removeSegment, segmentPath } from './click-journal-files.ts';

/** A place in the journal: a segment and a byte offset in it. */
export interface JournalPosition {
  segment: number;
  position: number;
}

export const positionBefore = (a: JournalPosition, b: JournalPosition) =>
  a.segment < b.segment || (a.segment === b.segment && a.position < b.position);

/** A new segment is started once the current one is this long (unless the journal is started with another size). */
export const SEGMENT_BYTES = 64 * 2 ** 20;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One write of lines: where it ends in the segment, who waits for it, and how it went. */
interface Batch {
  end: number;
  waiters: Waiter[];
  state: 'writing' | 'written' | 'failed';
  error?: unknown;
}

/**
 * Writes of the journal in flight at once, zeroing writes included (decision 633). Each is synced on
 * its own (O_DSYNC) and the file system commits concurrent ones together, so lines that arrive while
 * one syncs need not wait for it; one of libuv's four threads stays free for the rest of the process.
 */
export const MAX_WRITES_IN_FLIGHT = 3;

/**
 * How far ahead of the lines the segment is zeroed (decision 633). A synced write that makes the file
 * longer also commits the file system's metadata; into blocks already written and synced it only
 * syncs data, which costs this disk about a third less processor and time. So the journal keeps the
 * next part of the segment zeroed, one PREFILL_BYTES write at a time, started once less than half
 * of it is left ahead of the lines. Zeros are never a line (no newline), so recovery stops there.
 */
export const PREFILL_BYTES = 2 ** 20;
/** Where the first zeroing write of a segment starts, past its lines: they go on meanwhile, into the file's end. */
export const PREFILL_LEAD = 2 ** 17;
const ZEROS = Buffer.alloc(PREFILL_BYTES);

/** Every write is durable when it returns, where the platform has O_DSYNC (else each write is followed by fdatasync). */
const DSYNC = constants.O_DSYNC as number | undefined;

/** Writes `bytes` at `position` and returns once they are on disk. */
export type SyncedWrite = (handle: FileHandle, bytes: Buffer, position: number) => Promise<void>;

const syncedWrite: SyncedWrite = async (handle, bytes, position) => {
  // A write may take fewer bytes than asked (a disk filling up part-way): the rest follows, or it fails.
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, position + done);
    if (bytesWritten === 0) throw Object.assign(new Error('ENOSPC: the click journal took no bytes'), { code: 'ENOSPC' });
    done += bytesWritten;
  }
  if (DSYNC === undefined) await handle.datasync();
};

/** Makes a directory entry (a new segment file) durable. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The appending side of a click journal (decision 624). `append` resolves once the line is written
 * and synced to disk, so a click is acknowledged only when it survives kill -9 and a power cut.
 * Lines appended in one turn of the event loop share one write; up to MAX_WRITES_IN_FLIGHT writes
 * run at once (decision 629), each placed after the one before, and lines are acknowledged in
 * file order, so the synced end only ever covers whole, synced lines. Knows every segment on disk
 * and where its clicks start and end, for the mover to read.
 */
export class ClickJournal {
  private lines: string[] = [];
  private waiters: Waiter[] = [];
  /** Writes under way, in file order. */
  private inFlight: Batch[] = [];
  /** Where the next write goes: the synced end plus what is in flight. */
  private writeEnd: number;
  private scheduled = false;
  /** Rotating to a new segment, or cutting back after a failed write: no write starts meanwhile. */
  private busy = false;
  private closed = false;
  /** A write failed and could not be cut back: the next lines go to a new segment, so nothing past the synced end is ever read. */
  private broken = false;
  /** Where the zeroed part of the current segment ends (decision 633). */
  private zeroedEnd: number;
  /** A zeroing write under way: no line is written into its range until it is done. */
  private fill: { from: number; done: Promise<void> } | undefined;
  /** A zeroing write failed (a disk filling up): none more in this segment, the lines make the file longer. */
  private prefillOff = false;
  private readonly listeners = new Set<() => void>();
  private readonly idleWaiters: Array<() => void> = [];

  private constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly token: string,
    private handle: FileHandle,
    private current: number,
    /** Per segment on disk: where its first click starts and where its last synced line ends. */
    private readonly segments: Map<number, { start: number; end: number }>,
    private readonly segmentBytes: number,
    private readonly write: SyncedWrite,
  ) {
    this.writeEnd = (segments.get(current) as { end: number }).end;
    this.zeroedEnd = this.writeEnd;
  }

  /** Starts a new segment `segment` to append to, after the recovered ones listed in `sealed`. */
  static async start(
    dir: string,
    name: string,
    token: string,
    segment: number,
    sealed: Map<number, { start: number; end: number }>,
    segmentBytes = SEGMENT_BYTES,
    write: SyncedWrite = syncedWrite,
  ): Promise<ClickJournal> {
    const { handle, start } = await ClickJournal.createSegment(dir, name, token, segment);
    const segments = new Map(sealed);
    segments.set(segment, { start, end: start });
    return new ClickJournal(dir, name, token, handle, segment, segments, segmentBytes, write);
  }

  private static async createSegment(
    dir: string,
    name: string,
    token: string,
    segment: number,
  ): Promise<{ handle: FileHandle; start: number }> {
    const file = segmentPath(dir, name, segment);
    const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (DSYNC ?? 0));
    try {
      const header = Buffer.from(headerLine(name, token));
      await syncedWrite(handle, header, 0);
      await syncDirectory(dir);
      return { handle, start: header.length };
    } catch (error) {
      // A segment that could not be started is not left behind: the next write tries again.
      await handle.close().catch(() => undefined);
      await rm(file, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** Appends one line (no newline in it); resolves once it is on disk. */
  append(line: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The click journal is closed.'));
    return new Promise<void>((resolve, reject) => {
      this.lines.push(`${line}\n`);
      this.waiters.push({ resolve, reject });
      // Lines appended in the same turn of the event loop share one write.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Starts writes of the waiting lines while fewer than the most are in flight; rotates once the segment is full and no write runs. */
  private pump(): void {
    this.prefill();
    // After a failed write none starts until it is cut back (settle).
    while (
      this.lines.length > 0 &&
      !this.busy &&
      this.writesInFlight() < MAX_WRITES_IN_FLIGHT &&
      !this.inFlight.some((b) => b.state === 'failed')
    ) {
      if (this.broken || this.writeEnd >= this.segmentBytes) {
        if (this.inFlight.length === 0) void this.rotate();
        return;
      }
      // Not into the range being zeroed: the lines wait for it (it is started well ahead of them).
      if (this.fill && this.writeEnd + this.lines.reduce((n, line) => n + Buffer.byteLength(line), 0) > this.fill.from) return;
      const bytes = Buffer.from(this.lines.join(''));
      const batch: Batch = { end: this.writeEnd + bytes.length, waiters: this.waiters, state: 'writing' };
      this.lines = [];
      this.waiters = [];
      const position = this.writeEnd;
      this.writeEnd = batch.end;
      this.inFlight.push(batch);
      void this.write(this.handle, bytes, position)
        .then(
          () => (batch.state = 'written'),
          (error: unknown) => {
            batch.state = 'failed';
            batch.error = error;
          },
        )
        .finally(() => this.settle());
      this.prefill();
    }
    this.checkIdle();
  }

  private writesInFlight(): number {
    return this.inFlight.length + (this.fill ? 1 : 0);
  }

  /** Zeroes the next part of the segment once less than half of the zeroed part is left ahead of the lines (decision 633). */
  private prefill(): void {
    if (this.fill || this.busy || this.broken || this.prefillOff || this.inFlight.length >= MAX_WRITES_IN_FLIGHT) return;
    if (this.writeEnd + PREFILL_BYTES / 2 <= this.zeroedEnd || this.inFlight.some((b) => b.state === 'failed')) return;
    // Nothing zeroed ahead (a new segment): start a little past the lines, so they need not wait for it.
    const from = this.zeroedEnd > this.writeEnd ? this.zeroedEnd : this.writeEnd + PREFILL_LEAD;
    const to = Math.min(this.segmentBytes, from + PREFILL_BYTES);
    if (to <= from) return;
    const done = this.write(this.handle, ZEROS.subarray(0, to - from), from)
      .then(
        () => void (this.zeroedEnd = to),
        // Not zeroed: the lines there make the file longer, as without it, for the rest of the segment.
        () => void (this.prefillOff = true),
      )
      .finally(() => {
        this.fill = undefined;
        this.pump();
      });
    this.fill = { from, done };
  }

  /** Acknowledges written batches in file order; after a failed one, once every write has returned, cuts the file back and fails it and those after it. */
  private settle(): void {
    const segment = this.segments.get(this.current) as { start: number; end: number };
    let moved = false;
    while (this.inFlight[0]?.state === 'written') {
      const batch = this.inFlight.shift() as Batch;
      segment.end = batch.end;
      for (const w of batch.waiters) w.resolve();
      moved = true;
    }
    if (moved) for (const listener of this.listeners) listener();
    if (this.inFlight[0]?.state === 'failed') {
      if (this.inFlight.every((b) => b.state !== 'writing')) void this.cutBack(segment);
      return;
    }
    this.pump();
  }

  /** Nothing of a failed write counts, nor of the writes after it: the file is cut back to the synced end so no part of them is ever read. */
  private async cutBack(segment: { end: number }): Promise<void> {
    this.busy = true;
    const failed = this.inFlight;
    this.inFlight = [];
    await this.fill?.done;
    await this.handle.truncate(segment.end).catch(() => (this.broken = true));
    this.writeEnd = segment.end;
    this.zeroedEnd = segment.end;
    const error = failed[0].error;
    for (const batch of failed) for (const w of batch.waiters) w.reject(batch.error ?? error);
    this.busy = false;
    this.pump();
  }

  private async rotate(): Promise<void> {
    this.busy = true;
    try {
      const next = this.current + 1;
      const { handle, start } = await ClickJournal.createSegment(this.dir, this.name, this.token, next);
      // Lines cannot pass a zeroing write under way and it ends within the segment, so none runs
      // when the segment is full; waited for all the same before its file is closed.
      await this.fill?.done;
      await this.handle.close();
      this.handle = handle;
      this.current = next;
      this.broken = false;
      this.segments.set(next, { start, end: start });
      this.writeEnd = start;
      this.zeroedEnd = start;
      this.prefillOff = false;
    } catch (error) {
      const waiters = this.waiters;
      this.lines = [];
      this.waiters = [];
      for (const w of waiters) w.reject(error);
    } finally {
      this.busy = false;
    }
    this.pump();
  }

  private checkIdle(): void {
    if (this.lines.length > 0 || this.inFlight.length > 0 || this.busy || this.scheduled || this.fill) return;
    for (const done of this.idleWaiters.splice(0)) done();
  }

  /** Calls `listener` after each sync: there are new lines to move. */
  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where the synced lines end now: every line acknowledged so far is before it. */
  end(): JournalPosition {
    return { segment: this.current, position: (this.segments.get(this.current) as { end: number }).end };
  }

  /** Where segment `segment`'s clicks start and its synced lines end; undefined when it is not on disk. */
  bounds(segment: number): { start: number; end: number } | undefined {
    const found = this.segments.get(segment);
    return found ? { ...found } : undefined;
  }

  /** Segments on disk and the bytes their synced lines end at, together. */
  size(): { segments: number; bytes: number } {
    let bytes = 0;
    for (const { end } of this.segments.values()) bytes += end;
    return { segments: this.segments.size, bytes };
  }

  /** The first segment on disk after `segment`, if any. */
  after(segment: number): number | undefined {
    const later = [...this.segments.keys()].filter((s) => s > segment);
    return later.length ? Math.min(...later) : undefined;
  }

  /** Deletes the segments before `segment`: their clicks are all moved. Never the one being appended to. */
  async dropBefore(segment: number): Promise<void> {
    for (const s of [...this.segments.keys()]) {
      if (s >= segment || s === this.current) continue;
      this.segments.delete(s);
      await removeSegment(this.dir, this.name, s);
    }
  }

  /** Refuses new lines, finishes the writes under way, closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    await new Promise<void>((resolve) => {
      this.idleWaiters.push(resolve);
      this.checkIdle();
    });
    await this.handle.close();
  }
}
