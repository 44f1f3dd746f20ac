import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/db.ts';
import { claimClickJournal, clickJournalHolder, releaseClickJournal } from './repositories/click-journals-repository.ts';
import { listSegments, recoverSegment, removeSegment, setSegmentAside } from './click-journal-files.ts';
import { lockClickJournal } from './click-journal-lock.ts';
import { ClickJournalMover } from './click-journal-mover.ts';
import { ClickJournal } from './click-journal.ts';
import { clickLine, type PendingClick } from './click-line.ts';
import { storeClickLines } from './click-store.ts';

/**
 * Where a redirect's click is made durable before the answer, and moved into the database from
 * (decision 751): this process's journal (CLICK_LOG=journal, decision 624) or a JetStream stream
 * shared by every instance (CLICK_LOG=jetstream, jetstream-click-recorder.ts).
 */
export interface ClickRecorder {
  /** Resolves once the click is durable (synced to the journal, or acknowledged by JetStream): the redirect may be sent. */
  record(click: PendingClick): Promise<void>;
  /** Resolves once every click recorded before the call is in the database (tests, shutdown). */
  settled(): Promise<void>;
  /** The journal's state for /readyz and /metrics (decision 736), at `now` (ms since the epoch). */
  status(now?: number): ClickJournalStatus;
  close(): Promise<void>;
}

export interface ClickJournalStatus {
  /** Seconds the oldest click not yet in the database has waited. */
  lagSeconds: number;
  /** Bytes of clicks in the journal (or the stream) not yet in the database. */
  pendingBytes: number;
  /** Clicks not yet in the database, where the log counts them (JetStream's consumer does; the journal counts bytes). */
  pendingClicks?: number;
  /** Segments on disk, and their bytes (JetStream: no segments; the stream's bytes). */
  segments: number;
  bytes: number;
}

export interface ClickRecorderOptions {
  db: Db;
  dataDir: string;
  name: string;
  log: { warn: (message: string) => void; error: (message: string) => void };
  /** How long `close` waits for the journal to be moved before leaving the rest for the next start. */
  closeWaitMs?: number;
  /** Segment size (default SEGMENT_BYTES, 64 MiB); tests make it small to rotate often. */
  segmentBytes?: number;
}

type Recovered = Map<number, { start: number; end: number }>;

/**
 * Who holds a journal: its directory and an id kept in it, so a process restarted on the same
 * files (even in a new container with another host name) is the same holder, while another
 * machine's directory is not.
 */
export async function holderOf(dir: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}.holder`);
  let id = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (!id) {
    id = randomBytes(8).toString('hex');
    const handle = await open(file, 'w');
    await handle.writeFile(id);
    await handle.sync();
    await handle.close();
  }
  return `${dir}#${id}`;
}

/** Resolves when `work` does or after `ms`, whichever comes first. */
export async function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * This journal's segments left by an earlier run: those already moved are deleted, those of another
 * database (another token) are set aside, the rest are cut back to their last whole line and kept
 * for the mover. Answers them and the highest segment number in use.
 */
async function recover(
  dir: string,
  name: string,
  row: { token: string; segment: number },
  log: ClickRecorderOptions['log'],
): Promise<{ sealed: Recovered; last: number }> {
  const sealed: Recovered = new Map();
  let last = row.segment;
  for (const segment of await listSegments(dir, name)) {
    const found = await recoverSegment(dir, name, segment);
    if (found.header?.token !== row.token || found.header.name !== name) {
      const aside = await setSegmentAside(dir, name, segment, new Date());
      log.warn(`click journal ${name}: segment ${segment} belongs to another database; set aside as ${aside}`);
      continue;
    }
    if (segment < row.segment) {
      await removeSegment(dir, name, segment);
      continue;
    }
    sealed.set(segment, { start: found.start, end: found.size });
    last = Math.max(last, segment);
  }
  return { sealed, last };
}

/**
 * The click path of the redirect (issue 8; decision 624): each click is appended to this process's
 * journal under `<DATA_DIR>/click-journal/` and acknowledged once synced; a mover stores journal
 * lines in the database in large batches, recording the journal position in the same transaction.
 * On start, what an earlier run left in the journal is moved first.
 */
export async function openClickRecorder(o: ClickRecorderOptions): Promise<ClickRecorder> {
  const dir = path.resolve(o.dataDir, 'click-journal');
  await mkdir(dir, { recursive: true });
  const release = await lockClickJournal(dir, o.name);
  try {
    const holder = await holderOf(dir, o.name);
    const row = await claimClickJournal(o.db, o.name, holder, randomBytes(16).toString('hex'));
    if (!row) {
      const by = await clickJournalHolder(o.db, o.name);
      throw new Error(`The click journal "${o.name}" is in use by ${by}; give each API process its own CLICK_JOURNAL_NAME.`);
    }
    const { sealed, last } = await recover(dir, o.name, row, o.log);
    const journal = await ClickJournal.start(dir, o.name, row.token, last + 1, sealed, o.segmentBytes);
    const mover = new ClickJournalMover({
      db: o.db,
      journal,
      dir,
      name: o.name,
      token: row.token,
      holder,
      from: { segment: row.segment, position: row.position },
      store: storeClickLines(o.db.driver),
      log: o.log,
    });
    mover.start();
    return {
      record: (click) => journal.append(clickLine(click)),
      settled: () => mover.settled(),
      status: (now = Date.now()) => ({ lagSeconds: mover.lagSeconds(now), pendingBytes: mover.pendingBytes(), ...journal.size() }),
      async close() {
        // Bounded: a database that does not answer must not hold the shutdown; what is not moved stays in the journal.
        const wait = o.closeWaitMs ?? 5000;
        await journal.close();
        await atMost(wait, mover.settled());
        await atMost(
          wait,
          mover.stop().then(() => releaseClickJournal(o.db, o.name, holder)),
        );
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
