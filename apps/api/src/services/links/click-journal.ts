import { open, rm, type FileHandle } from 'node:fs/promises';
import { headerLine, removeSegment, segmentPath } from './click-journal-files.ts';

/** A place in the journal: a segment and a byte offset in it. */
export interface JournalPosition {
  segment: number;
  position: number;
}

export const positionBefore = (a: JournalPosition, b: JournalPosition) => a.segment < b.segment || (a.segment === b.segment && a.position < b.position);

/** A new segment is started once the current one is this long (unless the journal is started with another size). */
export const SEGMENT_BYTES = 64 * 2 ** 20;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

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
 * and synced to disk (fdatasync), so a click is acknowledged only when it survives kill -9 and a
 * power cut. Lines appended while a sync runs share the next write and sync (group fsync). Knows
 * every segment on disk and where its clicks start and end, for the mover to read.
 */
export class ClickJournal {
  private lines: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** A write failed and could not be cut back: the next lines go to a new segment, so nothing past the synced end is ever read. */
  private broken = false;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly token: string,
    private handle: FileHandle,
    private current: number,
    /** Per segment on disk: where its first click starts and where its last synced line ends. */
    private readonly segments: Map<number, { start: number; end: number }>,
    private readonly segmentBytes: number,
  ) {}

  /** Starts a new segment `segment` to append to, after the recovered ones listed in `sealed`. */
  static async start(
    dir: string, name: string, token: string, segment: number, sealed: Map<number, { start: number; end: number }>, segmentBytes = SEGMENT_BYTES,
  ): Promise<ClickJournal> {
    const { handle, start } = await ClickJournal.createSegment(dir, name, token, segment);
    const segments = new Map(sealed);
    segments.set(segment, { start, end: start });
    return new ClickJournal(dir, name, token, handle, segment, segments, segmentBytes);
  }

  private static async createSegment(dir: string, name: string, token: string, segment: number): Promise<{ handle: FileHandle; start: number }> {
    const file = segmentPath(dir, name, segment);
    const handle = await open(file, 'wx');
    try {
      const header = Buffer.from(headerLine(name, token));
      await handle.write(header, 0, header.length, 0);
      await handle.datasync();
      await syncDirectory(dir);
      return { handle, start: header.length };
    } catch (error) {
      // A segment that could not be started is not left behind: the next flush tries again.
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
      // Lines appended in the same turn of the event loop share one write and sync.
      this.flushing ??= new Promise<void>((done) => setImmediate(() => void this.flush().finally(done)));
    });
  }

  private async flush(): Promise<void> {
    while (this.lines.length > 0) {
      if (this.broken || (this.segments.get(this.current) as { end: number }).end >= this.segmentBytes) {
        try {
          await this.rotate();
        } catch (error) {
          this.failPending(error);
          continue;
        }
      }
      const lines = this.lines;
      const waiters = this.waiters;
      this.lines = [];
      this.waiters = [];
      const segment = this.segments.get(this.current) as { start: number; end: number };
      try {
        const bytes = Buffer.from(lines.join(''));
        await this.handle.write(bytes, 0, bytes.length, segment.end);
        await this.handle.datasync();
        segment.end += bytes.length;
        for (const w of waiters) w.resolve();
        for (const listener of this.listeners) listener();
      } catch (error) {
        // Nothing of a failed write counts: cut the file back so no part of it is ever read.
        await this.handle.truncate(segment.end).catch(() => (this.broken = true));
        for (const w of waiters) w.reject(error);
      }
    }
    this.flushing = undefined;
  }

  private failPending(error: unknown): void {
    const waiters = this.waiters;
    this.lines = [];
    this.waiters = [];
    for (const w of waiters) w.reject(error);
  }

  private async rotate(): Promise<void> {
    const next = this.current + 1;
    const { handle, start } = await ClickJournal.createSegment(this.dir, this.name, this.token, next);
    await this.handle.close();
    this.handle = handle;
    this.current = next;
    this.broken = false;
    this.segments.set(next, { start, end: start });
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

  /** Refuses new lines, finishes the write under way, closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flushing) await this.flushing;
    await this.handle.close();
  }
}
