// The embedded database in its own thread (decision 628): runs PGlite for pglite-worker-db.ts,
// which sends it statements, transactions and LISTENs as messages. Plain JavaScript so any Node
// process (tsx, vitest, the bench) can start it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite(workerData.dataDir);
/** Open transactions by id: the PGlite transaction and how to end it. */
const open = new Map();
/** LISTENs by id: their unsubscribe. */
const listening = new Map();

/** An error as plain data: its message and every field PostgreSQL gave it (code, detail, constraint…). */
const plain = (error) => {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {}))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: String(error?.message ?? error), name: error?.name ?? 'Error' };
};
const answer = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: plain(error) });

/** Begins transaction `id`: answers `id` once it is open (or could not be), `end:<id>` once it has ended. */
function begin(id) {
  let begun = false;
  pg.transaction(
    (tx) =>
      new Promise((commit, rollBack) => {
        begun = true;
        open.set(id, { tx, commit, rollBack });
        answer(id, null);
      }),
  )
    .then(
      () => answer(`end:${id}`, null),
      (error) => {
        if (!begun) fail(id, error);
        else if (error?.rolledBackOnPurpose) answer(`end:${id}`, null);
        else fail(`end:${id}`, error);
      },
    )
    .finally(() => open.delete(id));
}

async function run(m) {
  switch (m.op) {
    case 'ready':
      await pg.waitReady;
      return null;
    case 'query':
      return (await (m.tx === undefined ? pg : open.get(m.tx).tx).query(m.sql, m.params)).rows;
    case 'exec':
      await pg.exec(m.sql);
      return null;
    case 'end': {
      const tx = open.get(m.tx);
      if (m.commit) tx.commit();
      else tx.rollBack(Object.assign(new Error('rolled back'), { rolledBackOnPurpose: true }));
      return null;
    }
    case 'listen':
      listening.set(m.id, await pg.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.id, payload })));
      return null;
    case 'unlisten':
      await listening.get(m.listen)?.();
      listening.delete(m.listen);
      return null;
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  if (m.op === 'begin') return begin(m.id);
  run(m).then(
    (result) => answer(m.id, result),
    (error) => fail(m.id, error),
  );
});
