import { open, readdir, rename, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { readsAsClick } from './click-line.ts';

/**
 * The click journal's files (decision 624): a journal is a run of segment files
 * `<name>.<segment, 8 digits>.jnl`, each a header line (JSON) then one line per click (click-line.ts).
 * A line counts only once it ends in a newline and reads as a click; recovery cuts a segment back to
 * its last such line.
 */

export interface SegmentHeader {
  advocate_click_journal: 1;
  name: string;
  token: string;
}

const SEGMENT_FILE = /^(.+)\.(\d{8})\.jnl$/;
const NEWLINE = 0x0a;

export const segmentPath = (dir: string, name: string, segment: number) =>
  path.join(dir, `${name}.${String(segment).padStart(8, '0')}.jnl`);

export const headerLine = (name: string, token: string) =>
  `${JSON.stringify({ advocate_click_journal: 1, name, token } satisfies SegmentHeader)}\n`;

/** The journal's segment numbers in the directory, oldest first. */
export async function listSegments(dir: string, name: string): Promise<number[]> {
  const files = await readdir(dir);
  return files
    .map((file) => SEGMENT_FILE.exec(file))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === name)
    .map((m) => Number(m[2]))
    .sort((a, b) => a - b);
}

/** Complete lines of `buffer` (which starts at file offset `start`), each with the file offset after it. */
export function completeLines(buffer: Buffer, start: number): Array<{ line: string; end: number }> {
  const lines: Array<{ line: string; end: number }> = [];
  let from = 0;
  for (let at = buffer.indexOf(NEWLINE, from); at !== -1; at = buffer.indexOf(NEWLINE, from)) {
    lines.push({ line: buffer.toString('utf8', from, at), end: start + at + 1 });
    from = at + 1;
  }
  return lines;
}

const parses = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

export interface RecoveredSegment {
  segment: number;
  header: SegmentHeader | undefined;
  /** Offset of the first click line. */
  start: number;
  /** Length after recovery: the end of its last whole line. */
  size: number;
}

/**
 * Reads a segment whole after a restart and cuts off what follows its last whole line that reads as a click
 * (a write the crash interrupted: never acknowledged, since a click is answered only after its
 * line is synced). Answers its header (undefined when the header itself is unreadable).
 */
export async function recoverSegment(dir: string, name: string, segment: number): Promise<RecoveredSegment> {
  const file = segmentPath(dir, name, segment);
  const handle = await open(file, 'r');
  let content: Buffer;
  try {
    content = await handle.readFile();
  } finally {
    await handle.close();
  }
  const lines = completeLines(content, 0);
  const first = lines[0];
  const header = first && parses(first.line) ? (JSON.parse(first.line) as SegmentHeader) : undefined;
  if (!header || header.advocate_click_journal !== 1) return { segment, header: undefined, start: 0, size: content.length };
  let size = first.end;
  for (const { line, end } of lines.slice(1)) {
    if (!readsAsClick(line)) break;
    size = end;
  }
  if (size < content.length) await truncate(file, size);
  return { segment, header, start: first.end, size };
}

/** Moves a segment that belongs to no journal of this database out of the way, keeping it for a person to look at. */
export async function setSegmentAside(dir: string, name: string, segment: number, when: Date): Promise<string> {
  const file = segmentPath(dir, name, segment);
  const aside = `${file}.set-aside-${when.toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, aside);
  return aside;
}

export const removeSegment = (dir: string, name: string, segment: number) => rm(segmentPath(dir, name, segment), { force: true });
