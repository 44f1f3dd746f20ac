import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open as openFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { claimClickJournal } from './repositories/click-journals-repository.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../../testing/domain-fixtures.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { segmentPath } from './click-journal-files.ts';
import { ClickJournal } from './click-journal.ts';
import { processIdentity } from './click-journal-lock.ts';
import { holderOf, openClickRecorder, type ClickRecorder } from './click-recorder.ts';
import { clickLine, readClickLine, type PendingClick } from './click-line.ts';
import { dbLosingNextCommitAnswer } from '../../testing/lost-commit-db.ts';

const writeAt = async (file: string, text: string, position: number) => {
  const handle = await openFile(file, 'r+');
  await handle.write(Buffer.from(text), 0, Buffer.byteLength(text), position);
  await handle.close();
};

/** A segment's bytes before the part the journal zeroed ahead of its lines (decision 633). */
const writtenPart = (file: string) => {
  const content = readFileSync(file);
  const zeros = content.indexOf(0);
  return zeros === -1 ? content : content.subarray(0, zeros);
};

/** Decision 624: the click journal between the redirect and the database. */
describe('click journal', () => {
  let db: Db;
  let link: { id: number; campaignId: number; broadcasterId: number };
  const warnings: string[] = [];
  const log = { warn: (m: string) => void warnings.push(m), error: (m: string) => void warnings.push(m) };
  const freshDir = () => mkdtempSync(path.join(tmpdir(), 'advocate-journal-test-'));
  let names = 0;
  const freshName = () => `journal-${(names += 1)}`;

  const click = (ip: string, over: Partial<PendingClick['event']> = {}): PendingClick => ({
    key: 'jrnl01',
    target: 'https://shop.example/j',
    campaignSlug: 'journal-campaign',
    username: 'journal_caster',
    hasWebhooks: false,
    event: {
      time: new Date(),
      broadcasterId: link.broadcasterId,
      campaignId: link.campaignId,
      componentId: null,
      componentType: null,
      trackingLinkId: link.id,
      link: 'https://shop.example/j',
      ipAddr: ip,
      country: null,
      userAgent: 'Mozilla/5.0',
      isBot: false,
      flag: null,
      ...over,
    },
  });
  const storedIps = async () =>
    (await db.query<{ ip_addr: string }>('SELECT ip_addr FROM clicks WHERE tracking_link_id = $1 ORDER BY id', [link.id])).map(
      (r) => r.ip_addr,
    );
  const journalRow = async (name: string) =>
    (
      await db.query<{ segment: number; position: number; moved: number; skipped: number }>(
        'SELECT segment, position::int AS position, moved::int AS moved, skipped::int AS skipped FROM click_journals WHERE name = $1',
        [name],
      )
    )[0];
  const open = (dataDir: string, name: string, through: Db = db) => openClickRecorder({ db: through, dataDir, name, log });
  /**
   * What a process killed before its mover ran leaves behind: the journal's row claimed by this
   * host's holder and a synced segment of `clicks`, none of them in the database.
   */
  const crashedJournal = async (dataDir: string, name: string, clicks: PendingClick[], line: (c: PendingClick) => string = clickLine) => {
    const dir = path.join(dataDir, 'click-journal');
    await mkdir(dir, { recursive: true });
    const row = await claimClickJournal(db, name, await holderOf(dir, name), `token-${name}`);
    if (!row) throw new Error('journal not claimed');
    const journal = await ClickJournal.start(dir, name, row.token, row.segment + 1, new Map());
    await Promise.all(clicks.map((c) => journal.append(line(c))));
    await journal.close();
    return segmentPath(dir, name, row.segment + 1);
  };

  beforeAll(async () => {
    db = await createTestDb();
    const team = await insertTeam(db, { name: 'Journal Team' });
    const campaignId = await insertCampaign(db, { slug: 'journal-campaign', name: 'Journal', teamId: team });
    const { id: broadcasterId } = await createBroadcaster(db, 'journal_caster');
    const [{ id }] = await db.query<{ id: number }>(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4) RETURNING id',
      ['jrnl01', broadcasterId, campaignId, 'https://shop.example/j'],
    );
    link = { id, campaignId, broadcasterId };
  });
  afterAll(() => db.close());

  it('acknowledges a click once it is in the journal file, then moves it and the position in one go', async () => {
    const before = (await storedIps()).length;
    const dataDir = freshDir();
    const name = freshName();
    const recorder = await open(dataDir, name);
    await Promise.all(Array.from({ length: 25 }, (_, i) => recorder.record(click(`10.20.0.${i}`))));
    const [segment] = readdirSync(path.join(dataDir, 'click-journal')).filter((f) => f.endsWith('.jnl'));
    const lines = writtenPart(path.join(dataDir, 'click-journal', segment))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(26); // the header and every acknowledged click
    await recorder.settled();
    expect((await storedIps()).length).toBe(before + 25);
    const row = await journalRow(name);
    expect(row).toMatchObject({ moved: 25, skipped: 0, position: writtenPart(path.join(dataDir, 'click-journal', segment)).length });
    await recorder.close();
  });

  it('after a crash, replays exactly the clicks not yet moved (none lost, none twice) and cuts off a torn write', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const file = await crashedJournal(
      dataDir,
      name,
      ['10.30.0.1', '10.30.0.2', '10.30.0.3', '10.30.0.4'].map((ip) => click(ip)),
    );
    // The first two were moved before the crash (the row's position is after them): only the last two are replayed.
    const written = writtenPart(file);
    const lines = written.toString('utf8').split('\n');
    const afterSecond = Buffer.byteLength(lines.slice(0, 3).join('\n')) + 1;
    await db.query('UPDATE click_journals SET segment = 1, position = $2 WHERE name = $1', [name, afterSecond]);
    // A write the crash cut short, right after the lines and into the zeroed part: never acknowledged, cut off on recovery.
    await writeAt(file, clickLine(click('10.30.0.8')).slice(0, 60), written.length);
    // A later write in flight that reached the disk past a gap of zeros: never acknowledged either (decision 629), never replayed.
    await writeAt(file, `${clickLine(click('10.30.0.9'))}\n`, written.length + 4096);

    const recorder = await open(dataDir, name);
    await recorder.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.30.'))).toEqual(['10.30.0.3', '10.30.0.4']);
    expect(await journalRow(name)).toMatchObject({ moved: 2, skipped: 0 });
    await recorder.close();
    const again = await open(dataDir, name);
    await again.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.30.'))).toHaveLength(2);
    // The moved segment is deleted; only the new run's segment is left.
    expect(readdirSync(path.join(dataDir, 'click-journal')).filter((f) => f.endsWith('.jnl'))).toHaveLength(1);
    await again.close();
  });

  it('starts a new segment at the segment size and moves across segments: none lost, none twice, moved segments deleted', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const dir = path.join(dataDir, 'click-journal');
    const segmentFiles = () => readdirSync(dir).filter((f) => f.endsWith('.jnl'));
    const recorder = await openClickRecorder({ db, dataDir, name, log, segmentBytes: 2048 });
    const sent: string[] = [];
    for (let burst = 0; burst < 6; burst += 1) {
      const ips = Array.from({ length: 10 }, (_, i) => `10.72.${burst}.${i}`);
      sent.push(...ips);
      await Promise.all(ips.map((ip) => recorder.record(click(ip))));
    }
    await recorder.settled();
    const stored = (await storedIps()).filter((ip) => ip.startsWith('10.72.'));
    expect([...stored].sort()).toEqual([...sent].sort());
    const row = await journalRow(name);
    expect(row.moved).toBe(60);
    expect(row.segment).toBeGreaterThan(5);
    expect(segmentFiles().length).toBeLessThanOrEqual(2);
    await recorder.close();

    // Killed with several segments not yet moved, the position half-way: the rest is replayed once.
    const other = freshDir();
    const otherName = freshName();
    const otherDir = path.join(other, 'click-journal');
    await mkdir(otherDir, { recursive: true });
    const claimed = await claimClickJournal(db, otherName, await holderOf(otherDir, otherName), `token-${otherName}`);
    if (!claimed) throw new Error('journal not claimed');
    const journal = await ClickJournal.start(otherDir, otherName, claimed.token, claimed.segment + 1, new Map(), 1024);
    for (let i = 0; i < 30; i += 1) await journal.append(clickLine(click(`10.73.0.${i}`)));
    await journal.close();
    const segments = readdirSync(otherDir)
      .filter((f) => f.endsWith('.jnl'))
      .sort();
    expect(segments.length).toBeGreaterThan(4);
    const ipsIn = (file: string) =>
      readFileSync(path.join(otherDir, file), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => readClickLine(l).ip);
    // Everything before the second segment's third click was moved.
    const second = readFileSync(path.join(otherDir, segments[1]), 'utf8').split('\n');
    await db.query('UPDATE click_journals SET segment = $2, position = $3 WHERE name = $1', [
      otherName,
      claimed.segment + 2,
      Buffer.byteLength(second.slice(0, 3).join('\n')) + 1,
    ]);
    const expected = [...ipsIn(segments[1]).slice(2), ...segments.slice(2).flatMap(ipsIn)];
    const replay = await open(other, otherName);
    await replay.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.73.'))).toEqual(expected);
    expect(readdirSync(otherDir).filter((f) => f.endsWith('.jnl')).length).toBeLessThanOrEqual(2);
    await replay.close();
  });

  it('moves a journal left in the first line format (one JSON object per click; decision 634)', async () => {
    const dataDir = freshDir();
    const name = freshName();
    await crashedJournal(dataDir, name, [click('10.35.0.1'), click('10.35.0.1'), click('10.35.0.2', { flag: 'bot', isBot: true })], (c) =>
      JSON.stringify(c),
    );
    const recorder = await open(dataDir, name);
    await recorder.settled();
    const rows = await db.query<{ ip_addr: string; flag: string | null; is_bot: boolean }>(
      "SELECT ip_addr, flag, is_bot FROM clicks WHERE tracking_link_id = $1 AND ip_addr LIKE '10.35.%' ORDER BY id",
      [link.id],
    );
    expect(rows).toEqual([
      { ip_addr: '10.35.0.1', flag: null, is_bot: false },
      { ip_addr: '10.35.0.1', flag: 'repeat', is_bot: true },
      { ip_addr: '10.35.0.2', flag: 'bot', is_bot: true },
    ]);
    expect(await journalRow(name)).toMatchObject({ moved: 3, skipped: 0 });
    await recorder.close();
  });

  it('sets aside a journal left for another database and replays none of it', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const file = await crashedJournal(dataDir, name, [click('10.40.0.1')]);
    await db.query("UPDATE click_journals SET token = 'another-database' WHERE name = $1", [name]);
    const recorder = await open(dataDir, name);
    await recorder.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.40.'))).toEqual([]);
    expect(readdirSync(path.dirname(file)).some((f) => f.startsWith(`${path.basename(file)}.set-aside-`))).toBe(true);
    expect(warnings.some((w) => w.includes('belongs to another database'))).toBe(true);
    await recorder.close();
  });

  it('skips and counts a click the database refuses, and stores the others of its batch', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const recorder = await open(dataDir, name);
    await Promise.all([
      recorder.record(click('10.50.0.1')),
      recorder.record(click('10.50.0.2', { campaignId: 999_999 })),
      recorder.record(click('10.50.0.3')),
    ]);
    await recorder.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.50.'))).toEqual(['10.50.0.1', '10.50.0.3']);
    expect(await journalRow(name)).toMatchObject({ moved: 2, skipped: 1 });
    expect(warnings.some((w) => w.includes('was skipped'))).toBe(true);
    await recorder.close();
  });

  it('a commit whose answer was lost (the connection dropped during COMMIT) is taken as stored: nothing twice, no stall', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const { flaky, answerLost } = dbLosingNextCommitAnswer(db);
    const recorder = await open(dataDir, name, flaky);
    await Promise.all(['10.60.0.1', '10.60.0.2', '10.60.0.3'].map((ip) => recorder.record(click(ip))));
    await recorder.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.60.'))).toEqual(['10.60.0.1', '10.60.0.2', '10.60.0.3']);
    expect(answerLost()).toBe(true);
    await recorder.record(click('10.60.0.4'));
    await recorder.settled();
    expect((await storedIps()).filter((ip) => ip.startsWith('10.60.'))).toHaveLength(4);
    await recorder.close();
  });

  it('takes over the lock of a process that is gone, and of two opens at once exactly one gets the journal', async () => {
    const dataDir = freshDir();
    const name = freshName();
    await mkdir(path.join(dataDir, 'click-journal'), { recursive: true });
    await writeFile(path.join(dataDir, 'click-journal', `${name}.lock`), '2147483646'); // no such process
    const opened = await Promise.allSettled([open(dataDir, name), open(dataDir, name)]);
    expect(opened.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = opened.find(
      (o): o is PromiseFulfilledResult<ClickRecorder> => o.status === 'fulfilled',
    ) as PromiseFulfilledResult<ClickRecorder>;
    expect(readFileSync(path.join(dataDir, 'click-journal', `${name}.lock`), 'utf8')).toBe(
      `${process.pid} ${await processIdentity(process.pid)}`,
    );
    await winner.value.close();
    expect(readdirSync(path.join(dataDir, 'click-journal')).some((f) => f.endsWith('.lock'))).toBe(false);
  });

  it('after a power cut, takes over a lock whose pid now belongs to another process, and keeps out of one still held', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const lock = path.join(dataDir, 'click-journal', `${name}.lock`);
    await mkdir(path.dirname(lock), { recursive: true });
    // A running process (this one's parent) under the identity of a run before the reboot: stale.
    const parent = await processIdentity(process.ppid);
    expect(parent).toMatch(/^[0-9a-f-]{36}:\d+$/);
    await writeFile(lock, `${process.ppid} 00000000-0000-0000-0000-000000000000:${(parent as string).split(':')[1]}`);
    const recorder = await open(dataDir, name);
    expect(readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(process.pid));
    await recorder.close();
    // The same process, same run: held.
    await writeFile(lock, `${process.ppid} ${parent}`);
    await expect(open(dataDir, name)).rejects.toThrow(`is in use by process ${process.ppid}`);
  });

  it('one journal, one writer: refuses a second process on the same files, or another host while the holder is alive', async () => {
    const dataDir = freshDir();
    const name = freshName();
    const recorder: ClickRecorder = await open(dataDir, name);
    await expect(open(dataDir, name)).rejects.toThrow(
      /is in use by another server in this process; give each API process its own CLICK_JOURNAL_NAME/,
    );
    await expect(open(freshDir(), name)).rejects.toThrow(
      /is in use by .*click-journal#[0-9a-f]{16}; give each API process its own CLICK_JOURNAL_NAME/,
    );
    await recorder.close();
  });
});
