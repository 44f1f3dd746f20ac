import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClickJournal, MAX_WRITES_IN_FLIGHT, PREFILL_LEAD, type SyncedWrite } from './click-journal.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'click-journal-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const isZeros = (bytes: Buffer) => bytes.length > 0 && bytes.every((b) => b === 0);

/**
 * A write of lines that waits until released, counting how many run at once; `fail` makes chosen
 * writes fail after their bytes landed in part. Zeroing writes (decision 633) go through at once.
 */
function gatedWrites(fail: (n: number) => boolean = () => false) {
  let running = 0;
  let most = 0;
  let n = 0;
  const gates: Array<() => void> = [];
  const write: SyncedWrite = async (handle: FileHandle, bytes: Buffer, position: number) => {
    if (isZeros(bytes)) return void (await handle.write(bytes, 0, bytes.length, position));
    const mine = (n += 1);
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    if (fail(mine)) {
      // A torn write: half its bytes land, then the disk refuses.
      await handle.write(bytes, 0, Math.floor(bytes.length / 2), position);
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    }
    await handle.write(bytes, 0, bytes.length, position);
  };
  return {
    write,
    most: () => most,
    /** Lets the waiting writes go, newest first (the order a disk may finish them in). */
    releaseAll: () =>
      gates
        .splice(0)
        .reverse()
        .forEach((go) => go()),
  };
}

/** Smaller than the lead of the first zeroing write: no segment of this size is zeroed ahead. */
const NO_PREFILL = PREFILL_LEAD / 2;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const segmentFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.jnl'))
    .sort();
/** A segment's bytes up to where its zeroed part starts (decision 633); checks that only zeros follow. */
function written(file: string): Buffer {
  const content = readFileSync(file);
  const zeros = content.indexOf(0);
  if (zeros === -1) return content;
  expect(isZeros(content.subarray(zeros))).toBe(true);
  return content.subarray(0, zeros);
}
const clicksIn = (dir: string) =>
  segmentFiles(dir).flatMap((f) => written(path.join(dir, f)).toString('utf8').split('\n').slice(1).filter(Boolean));

describe('ClickJournal (decision 629)', () => {
  it('keeps several writes in flight, acknowledges in file order, and the synced end covers exactly the acknowledged lines', async () => {
    const dir = newDir();
    const gate = gatedWrites();
    // A segment too small to be zeroed ahead (decision 633): only line writes take the slots here.
    const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), NO_PREFILL, gate.write);
    const acked: number[] = [];
    const all: Array<Promise<void>> = [];
    for (let i = 0; i < 5; i += 1) {
      all.push(journal.append(`{"n":${i}}`).then(() => void acked.push(i)));
      await turn(); // each in its own turn: its own write
    }
    expect(gate.most()).toBe(MAX_WRITES_IN_FLIGHT);
    const start = journal.bounds(1)?.start as number;
    expect(journal.end().position).toBe(start);
    // The writes finish newest first; still nothing is acknowledged before the lines ahead of it.
    while (acked.length < 5) {
      gate.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(all);
    expect(acked).toEqual([0, 1, 2, 3, 4]);
    expect(clicksIn(dir)).toEqual([0, 1, 2, 3, 4].map((i) => `{"n":${i}}`));
    expect(journal.end().position).toBe(written(path.join(dir, segmentFiles(dir)[0])).length);
    await journal.close();
  });

  it('a failed write fails its lines and those written after it, cuts the file back, and the journal goes on', async () => {
    const dir = newDir();
    const gate = gatedWrites((n) => n === 2);
    // A segment too small to be zeroed ahead (decision 633): only line writes take the slots here.
    const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), NO_PREFILL, gate.write);
    const results: Array<Promise<string>> = [];
    for (let i = 0; i < 3; i += 1) {
      results.push(
        journal.append(`{"n":${i}}`).then(
          () => 'ok',
          (e: Error) => e.message,
        ),
      );
      await turn();
    }
    gate.releaseAll();
    expect(await Promise.all(results)).toEqual(['ok', 'ENOSPC: no space left on device', 'ENOSPC: no space left on device']);
    expect(clicksIn(dir)).toEqual(['{"n":0}']);
    const next = journal.append('{"n":3}');
    await turn();
    gate.releaseAll();
    await next;
    expect(clicksIn(dir)).toEqual(['{"n":0}', '{"n":3}']);
    expect(journal.end().position).toBe(written(path.join(dir, segmentFiles(dir)[0])).length);
    await journal.close();
  });

  it('starts a new segment only once the writes in flight are done, and loses no line across it', async () => {
    const dir = newDir();
    const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), 200);
    const all: Array<Promise<void>> = [];
    for (let i = 0; i < 60; i += 1) {
      all.push(journal.append(`{"n":${i}}`));
      // Four lines a turn (one write each), two writes in flight at a time.
      if (i % 4 === 3) await turn();
      if (i % 8 === 7) await Promise.all(all);
    }
    await Promise.all(all);
    const segments = readdirSync(dir).filter((f) => f.endsWith('.jnl'));
    expect(segments.length).toBeGreaterThan(2);
    expect(clicksIn(dir)).toEqual(Array.from({ length: 60 }, (_, i) => `{"n":${i}}`));
    await journal.close();
    await expect(journal.append('{"n":60}')).rejects.toThrow('closed');
  });

  it('keeps the segment zeroed ahead of its lines, never writes a line into a range being zeroed, and zeros never cover a line (decision 633)', async () => {
    const dir = newDir();
    const zeroing: Array<{ from: number; to: number; go: () => void }> = [];
    const write: SyncedWrite = async (handle, bytes, position) => {
      if (isZeros(bytes)) await new Promise<void>((go) => zeroing.push({ from: position, to: position + bytes.length, go }));
      await handle.write(bytes, 0, bytes.length, position);
    };
    const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), undefined, write);
    const start = journal.bounds(1)?.start as number;
    const line = (i: number) => `{"n":${i},"pad":"${'x'.repeat(1000)}"}`;
    const acked: number[] = [];
    let n = 0;
    const appendTurn = async (count: number) => {
      const all = Array.from({ length: count }, () => {
        const i = n++;
        return journal.append(line(i)).then(() => void acked.push(i));
      });
      await turn();
      return all;
    };
    // The first line starts the first zeroing write a lead past it; lines go on meanwhile.
    await Promise.all(await appendTurn(1));
    expect(zeroing).toHaveLength(1);
    expect(zeroing[0].from).toBe(start + PREFILL_LEAD);
    await Promise.all(await appendTurn(50));
    expect(acked).toHaveLength(51);
    // Lines that would reach into the range being zeroed wait for it.
    const waiting = await appendTurn(Math.ceil(PREFILL_LEAD / 1000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(acked.length).toBeLessThan(n);
    expect(journal.end().position).toBeLessThanOrEqual(zeroing[0].from);
    zeroing[0].go();
    await Promise.all(waiting);
    expect(acked).toHaveLength(n);
    // Past half of the zeroed part, the next zeroing write starts where it ends, and so on.
    while (zeroing.length < 3) {
      for (const z of zeroing) z.go();
      await Promise.all(await appendTurn(100));
    }
    expect(zeroing[2].from).toBe(zeroing[1].to);
    for (const z of zeroing) z.go();
    await journal.close();
    expect(clicksIn(dir)).toEqual(Array.from({ length: n }, (_, i) => line(i)));
    expect(journal.end().position).toBe(written(path.join(dir, segmentFiles(dir)[0])).length);
    expect(readFileSync(path.join(dir, segmentFiles(dir)[0])).length).toBe(zeroing[zeroing.length - 1].to);
  });

  describe('a zeroing write under way (decision 633)', () => {
    /** Zeroing writes wait until released; line writes `fail` picks fail after half their bytes landed. */
    function heldZeroing(fail: (line: string) => boolean = () => false) {
      const held: Array<{ from: number; go: () => void }> = [];
      const write: SyncedWrite = async (handle, bytes, position) => {
        if (isZeros(bytes)) await new Promise<void>((go) => held.push({ from: position, go }));
        else if (fail(bytes.toString('utf8'))) {
          await handle.write(bytes, 0, Math.floor(bytes.length / 2), position);
          throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
        }
        await handle.write(bytes, 0, bytes.length, position);
      };
      return { held, write, release: () => held.splice(0).forEach((h) => h.go()) };
    }
    const later = () => new Promise((resolve) => setTimeout(resolve, 20));

    it('is waited for before the file is closed', async () => {
      const dir = newDir();
      const zero = heldZeroing();
      const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), undefined, zero.write);
      await journal.append('{"n":0}');
      expect(zero.held).toHaveLength(1);
      let closed = false;
      const closing = journal.close().then(() => (closed = true));
      await later();
      expect(closed).toBe(false);
      zero.release();
      await closing;
      expect(clicksIn(dir)).toEqual(['{"n":0}']);
    });

    it('is waited for before a failed write is cut back, and the cut leaves exactly the acknowledged lines', async () => {
      const dir = newDir();
      const zero = heldZeroing((text) => text.includes('"n":1'));
      const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), undefined, zero.write);
      await journal.append('{"n":0}');
      let refused = false;
      const failing = journal.append('{"n":1}').catch((e: Error) => {
        refused = true;
        throw e;
      });
      failing.catch(() => undefined);
      await later();
      const file = path.join(dir, segmentFiles(dir)[0]);
      // The cut waits for the zeroing write: line 1 is not refused yet and its torn half is still in the file.
      expect(refused).toBe(false);
      expect(written(file).toString('utf8')).toContain('{"n":0}\n{"n"');
      zero.release();
      await expect(failing).rejects.toThrow('EIO');
      await journal.append('{"n":2}');
      zero.release();
      await journal.close();
      expect(clicksIn(dir)).toEqual(['{"n":0}', '{"n":2}']);
      expect(journal.end().position).toBe(written(file).length);
    });

    it('lines never cross the segment end while one is under way, and the next segment is zeroed from its own start', async () => {
      const dir = newDir();
      const zero = heldZeroing();
      const size = PREFILL_LEAD * 2;
      const journal = await ClickJournal.start(dir, 'j', 'token', 1, new Map(), size, zero.write);
      const line = (i: number) => `{"n":${i},"pad":"${'x'.repeat(4000)}"}`;
      const releasing = setInterval(zero.release, 2);
      let n = 0;
      try {
        while (segmentFiles(dir).length < 2 || n < 90) await journal.append(line(n++));
      } finally {
        clearInterval(releasing);
      }
      zero.release();
      await journal.close();
      expect(clicksIn(dir)).toEqual(Array.from({ length: n }, (_, i) => line(i)));
      const [first, second] = segmentFiles(dir).map((f) => path.join(dir, f));
      // The first segment was zeroed up to its end; the second one from its own start on, not left unzeroed.
      expect(readFileSync(first).length).toBeGreaterThanOrEqual(size);
      expect(readFileSync(second).length).toBeGreaterThan(written(second).length);
    });
  });
});
