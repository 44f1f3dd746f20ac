import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER_URL } from '../runtime-files.ts';
import type { Db, Queryable } from './db.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The worker's error as an Error again, with PostgreSQL's fields (code, detail, constraint…) on it. */
const errorFrom = (data: Record<string, unknown>) => Object.assign(new Error(String(data.message)), data);

/**
 * Embedded PGlite in a worker thread (decision 628): the database's work (WebAssembly, synchronous
 * while a statement runs) no longer stalls the API's event loop, so redirects and page reads keep
 * answering while the click journal's mover or a report query runs. Same interface and semantics
 * as openPgliteDb: one connection, transactions one at a time, statements outside a transaction
 * wait for it to end.
 */
export async function openPgliteWorkerDb(dataDir: string): Promise<Db> {
  const worker = new Worker(PGLITE_WORKER_URL, { workerData: { dataDir } });
  const pending = new Map<number | string, Pending>();
  const handlers = new Map<number, (payload: string) => void>();
  let next = 0;
  let gone: Error | undefined;

  worker.on(
    'message',
    (m: { id?: number | string; result?: unknown; error?: Record<string, unknown>; notify?: number; payload?: string }) => {
      if (m.notify !== undefined) {
        handlers.get(m.notify)?.(m.payload as string);
        return;
      }
      const waiting = pending.get(m.id as number | string);
      pending.delete(m.id as number | string);
      if (m.error) waiting?.reject(errorFrom(m.error));
      else waiting?.resolve(m.result);
    },
  );
  const stop = (error: Error) => {
    gone ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  // A worker that fails or exits takes every waiting and later statement with it: each fails with
  // the reason (requests answer 500, the click journal keeps its clicks), none waits for ever.
  worker.on('error', (error) => {
    stop(error);
    void worker.terminate();
  });
  worker.on('messageerror', (error) => {
    stop(error);
    void worker.terminate();
  });
  worker.on('exit', () => stop(new Error('The embedded database has stopped.')));

  const expect = <T>(id: number | string) =>
    new Promise<T>((resolve, reject) => (gone ? reject(gone) : pending.set(id, { resolve: resolve as (v: unknown) => void, reject })));
  /** Posts a message; one that cannot be sent (a value structured clone refuses) fails its answer `id`. */
  const post = (message: Record<string, unknown>, id: number | string) => {
    if (gone) return;
    try {
      worker.postMessage(message);
    } catch (error) {
      pending.get(id)?.reject(error as Error);
      pending.delete(id);
    }
  };
  const call = <T>(message: Record<string, unknown>, id = (next += 1)): Promise<T> => {
    const answer = expect<T>(id);
    post({ ...message, id }, id);
    return answer;
  };
  const queryable = (tx?: number): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => call<T[]>({ op: 'query', sql, params, tx }),
  });

  await call({ op: 'ready' });
  return {
    driver: 'pglite',
    ...queryable(),
    async transaction(work) {
      const id = (next += 1);
      const begun = expect<null>(id);
      const ended = expect<null>(`end:${id}`);
      ended.catch(() => undefined); // awaited below; rejected with the rest if the worker stops first
      post({ op: 'begin', id }, id);
      await begun.catch((error: unknown) => {
        pending.delete(`end:${id}`);
        throw error;
      });
      let result;
      try {
        result = await work(queryable(id));
      } catch (error) {
        post({ op: 'end', id: (next += 1), tx: id, commit: false }, `end:${id}`);
        await ended.catch(() => undefined); // the work's error is the one to report
        throw error;
      }
      await call({ op: 'end', tx: id, commit: true });
      await ended;
      return result;
    },
    exec: async (sql) => {
      await call({ op: 'exec', sql });
    },
    async listen(channel, handler) {
      const id = (next += 1);
      handlers.set(id, handler);
      await call({ op: 'listen', channel }, id).catch((error: unknown) => {
        handlers.delete(id);
        throw error;
      });
      return async () => {
        handlers.delete(id);
        await call({ op: 'unlisten', listen: id });
      };
    },
    async close() {
      if (gone) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
