import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/db.ts';
import { pgliteDb } from '../db/pglite-db.ts';

/**
 * One test worker's PGlite databases (decision 781). Opening PGlite from the migrated snapshot is
 * most of a PGlite integration file's set-up (about half a CPU second on a quiet host, 1.7 on a
 * loaded one), and the integration workers keep their modules from file to file (decision 750). So
 * a database a file closes goes back to its worker, set back to the migrated state at once: every
 * table emptied (`TRUNCATE … RESTART IDENTITY`), the rows the migrations wrote put back, every
 * sequence where the migrations left it, the session's settings, temporary tables and advisory
 * locks dropped. The next file gets it as if it were new.
 *
 * What a file holds after closing its database fails as it did on a closed PGlite: the handle it was
 * given refuses every call, and its listeners are gone. A database whose schema a test changed (a
 * probe table, a trigger left behind, a dropped index) is closed instead of kept.
 */

/** What "the migrated state" is, read once from the first database a worker opens. */
interface Migrated {
  /** SQL that empties every table and puts back the migrations' rows and sequences. */
  reset: string;
  /** The schema's fingerprint: a kept database must still have it. */
  fingerprint: string;
}

/** Idle databases kept per worker: files open one, now and then two or three at once. */
const MAX_IDLE = 2;
const idle: PGlite[] = [];
let migrated: Promise<Migrated> | undefined;
/** How many databases this worker opened and how many times it handed out a kept one. */
const counts = { opened: 0, reused: 0 };
export const pglitePoolCounts = (): Readonly<typeof counts> => ({ ...counts });

/**
 * A migrated database for one test file: a worker's idle one when there is one, otherwise a new one
 * from `snapshotFile` (or empty) that `migrate` brings up to date.
 */
export async function takePooledPglite(snapshotFile: string | undefined, migrate: (db: Db) => Promise<unknown>): Promise<Db> {
  let pg = idle.pop();
  if (pg) counts.reused += 1;
  else {
    counts.opened += 1;
    pg = new PGlite(snapshotFile ? { loadDataDir: new Blob([readFileSync(snapshotFile)]) } : {});
    await pg.waitReady;
    await migrate(pgliteDb(pg));
    migrated ??= readMigratedState(pg);
    await migrated;
  }
  return lease(pg);
}

/** The handle a file gets: PGlite's Db, refusing every call once closed, which returns the database. */
function lease(pg: PGlite): Db {
  const db = pgliteDb(pg);
  const listeners: Array<() => Promise<void>> = [];
  let closed = false;
  const open = () => {
    if (closed) throw new Error('PGlite is closed');
  };
  return {
    driver: 'pglite',
    async query(sql, params, options) {
      open();
      return db.query(sql, params, options);
    },
    async transaction(work) {
      open();
      return db.transaction(work);
    },
    async exec(sql) {
      open();
      return db.exec(sql);
    },
    async listen(channel, handler, onReconnect) {
      open();
      const stop = await db.listen(channel, handler, onReconnect);
      listeners.push(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of listeners) await stop().catch(() => undefined);
      await giveBack(pg);
    },
  };
}

async function giveBack(pg: PGlite): Promise<void> {
  const state = await migrated;
  const keep = state !== undefined && idle.length < MAX_IDLE && (await fingerprint(pg)) === state.fingerprint;
  if (keep) {
    try {
      await pg.exec(state.reset);
      idle.push(pg);
      return;
    } catch {
      // A database that cannot be set back is not kept.
    }
  }
  await pg.close();
}

/** The schema, as tests could change it: relations and their columns, triggers, functions, constraints, schemas, extensions. */
const FINGERPRINT_SQL = `
SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
  SELECT 'r:' || c.relname || ':' || c.relkind::text || ':' || coalesce((
    SELECT string_agg(a.attname || ' ' || a.atttypid::text || ' ' || a.attnotnull::text || ' ' || a.atthasdef::text, ';' ORDER BY a.attnum)
    FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') AS item
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 't:' || tgrelid::regclass || ':' || tgname || ':' || tgenabled::text FROM pg_trigger
  UNION ALL SELECT 'f:' || p.proname || ':' || md5(p.prosrc)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'k:' || conrelid::regclass || ':' || conname
    FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 's:' || nspname FROM pg_namespace
  UNION ALL SELECT 'e:' || extname FROM pg_extension
) AS schema_items`;

async function fingerprint(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readMigratedState(pg: PGlite): Promise<Migrated> {
  const tables = (
    await pg.query<{ name: string }>(`SELECT format('%I', tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  ).rows.map((row) => row.name);
  // Triggers off for the reset (`RESET ALL` below turns them back on): the activity table refuses
  // TRUNCATE to everyone (decision 800), and a test database is set back, not a product one.
  const statements = ['SET session_replication_role = replica', `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`];
  for (const table of tables) {
    const { rows } = await pg.query<{ data: string | null }>(`SELECT json_agg(t)::text AS data FROM ${table} AS t`);
    const data = rows[0]?.data;
    if (!data) continue;
    const columns = (
      await pg.query<{ name: string }>(
        `SELECT format('%I', attname) AS name FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table],
      )
    ).rows
      .map((row) => row.name)
      .join(', ');
    statements.push(
      `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${quoted(data)})`,
    );
  }
  const sequences = await pg.query<{ name: string; last_value: string | null; start_value: string }>(
    `SELECT format('%I', sequencename) AS name, last_value::text, start_value::text FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const sequence of sequences.rows) {
    const [value, called] = sequence.last_value === null ? [sequence.start_value, false] : [sequence.last_value, true];
    statements.push(`SELECT setval(${quoted(sequence.name)}, ${value}, ${called})`);
  }
  statements.push('RESET ALL', 'SELECT pg_advisory_unlock_all()', 'DISCARD TEMP');
  return { reset: statements.join(';\n'), fingerprint: await fingerprint(pg) };
}
