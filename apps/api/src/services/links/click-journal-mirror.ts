import type { JournalView } from './click-journal-mover.ts';
import type { JournalPosition, JournalState } from './click-journal.ts';

/**
 * The click journal as the mover's thread sees it (decision 637): the segments' bounds the API
 * thread last posted, and segment deletions passed back to it. Posts arrive in order, so a mirror
 * updated before a question (settled) holds at least what the journal held when it was asked.
 */
export class JournalMirror implements JournalView {
  private current: number;
  private segments: Map<number, { start: number; end: number }>;
  private readonly listeners = new Set<() => void>();

  constructor(state: JournalState, private readonly drop: (segment: number) => void) {
    this.current = state.current;
    this.segments = new Map(state.segments.map(([segment, start, end]) => [segment, { start, end }]));
  }

  /** Takes the journal's newer state and tells the mover there may be lines to move. */
  update(state: JournalState): void {
    this.current = state.current;
    this.segments = new Map(state.segments.map(([segment, start, end]) => [segment, { start, end }]));
    for (const listener of this.listeners) listener();
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  end(): JournalPosition {
    return { segment: this.current, position: this.segments.get(this.current)?.end ?? 0 };
  }

  bounds(segment: number): { start: number; end: number } | undefined {
    const found = this.segments.get(segment);
    return found ? { ...found } : undefined;
  }

  after(segment: number): number | undefined {
    const later = [...this.segments.keys()].filter((s) => s > segment);
    return later.length ? Math.min(...later) : undefined;
  }

  /** Forgets the segments before `segment` and asks the API thread, which owns the files, to delete them. */
  async dropBefore(segment: number): Promise<void> {
    for (const s of [...this.segments.keys()]) if (s < segment && s !== this.current) this.segments.delete(s);
    this.drop(segment);
  }
}
