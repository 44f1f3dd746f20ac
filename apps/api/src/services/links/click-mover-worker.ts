import { parentPort, workerData } from 'node:worker_threads';
import { openPostgresDb } from '../../db/postgres-db.ts';
import { clickJournalPosition } from '../../repositories/click-journals-repository.ts';
import { JournalMirror } from './click-journal-mirror.ts';
import { ClickJournalMover } from './click-journal-mover.ts';
import type { FromMover, MoverWorkerData, ToMover } from './click-mover-messages.ts';
import { storeClickLines } from './click-store.ts';

/**
 * The click journal's mover in a thread of its own (decision 637): its own connections to the
 * PostgreSQL server, the journal's bounds mirrored from the API thread. It starts where the
 * database says this journal was moved to, so a thread started again after a failure neither skips
 * nor repeats a click.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('click-mover-worker runs in a worker thread');
  const data = workerData as MoverWorkerData;
  const post = (message: FromMover) => port.postMessage(message);
  const log = { warn: (message: string) => post({ t: 'log', level: 'warn', message }), error: (message: string) => post({ t: 'log', level: 'error', message }) };
  const mirror = new JournalMirror(data.state, (segment) => post({ t: 'drop', segment }));

  const started = (async () => {
    const db = await openPostgresDb(data.server.url, { preparedStatements: data.server.preparedStatements });
    const row = await clickJournalPosition(db, data.name);
    if (!row || row.token !== data.token || row.holder !== data.holder) {
      await db.close();
      throw new Error(`The click journal ${data.name} is no longer held by this process.`);
    }
    const mover = new ClickJournalMover({
      db, journal: mirror, dir: data.dir, name: data.name, token: data.token, holder: data.holder,
      from: { segment: row.segment, position: row.position }, store: storeClickLines(db.driver), log,
    });
    mover.start();
    return { db, mover };
  })();

  const handle = ({ db, mover }: Awaited<typeof started>, m: ToMover) => {
    if (m.t === 'state') mirror.update(m.state);
    else if (m.t === 'settled') {
      mover.settled().then(
        () => post({ t: 'settled', id: m.id }),
        (error: unknown) => post({ t: 'settled', id: m.id, error: error instanceof Error ? error.message : String(error) }),
      );
    } else {
      void mover.stop().finally(async () => {
        await db.close().catch(() => undefined);
        // Nothing keeps the thread alive after this: it exits, which the API thread waits for.
        port.close();
      });
    }
  };
  // Messages that arrive while the database opens wait for it, in order (callbacks of one promise run in turn).
  port.on('message', (m: ToMover) => void started.then((s) => handle(s, m)));
  await started;
}

await main();
