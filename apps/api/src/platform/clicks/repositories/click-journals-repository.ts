import { PREPARED, type Queryable } from '../../../db/db.ts';

/** SQL of the click journals' positions (decision 624): how far each process's journal has been moved into the event tables. */

export interface ClickJournalRow {
  name: string;
  token: string;
  segment: number;
  position: number;
  holder: string;
}

/** A stale heartbeat: the holder is gone, another host may take the journal name over. */
const HOLD_SECONDS = 30;

/**
 * Takes the journal `name` for `holder`: creates its row with `token` when there is none, else
 * claims it when it is free, already this holder's, or its holder's heartbeat is stale. Answers the
 * row, or undefined when another holder has it.
 */
export async function claimClickJournal(q: Queryable, name: string, holder: string, token: string): Promise<ClickJournalRow | undefined> {
  await q.query('INSERT INTO click_journals (name, token, holder) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    name,
    token,
    holder,
  ]);
  const [row] = await q.query<ClickJournalRow>(
    `UPDATE click_journals SET holder = $2, heartbeat = now()
     WHERE name = $1 AND (holder = $2 OR heartbeat < now() - make_interval(secs => $3))
     RETURNING name, token, segment, position::float8 AS position, holder`,
    [name, holder, HOLD_SECONDS],
  );
  return row;
}

/** Who holds the journal `name` (for the refusal message). */
export async function clickJournalHolder(q: Queryable, name: string): Promise<string | undefined> {
  const [row] = await q.query<{ holder: string }>('SELECT holder FROM click_journals WHERE name = $1', [name]);
  return row?.holder;
}

/** The journal's stored position, token and holder. */
export async function clickJournalPosition(q: Queryable, name: string): Promise<ClickJournalRow | undefined> {
  const [row] = await q.query<ClickJournalRow>(
    'SELECT name, token, segment, position::float8 AS position, holder FROM click_journals WHERE name = $1',
    [name],
  );
  return row;
}

export interface JournalAdvance {
  name: string;
  token: string;
  holder: string;
  from: { segment: number; position: number };
  to: { segment: number; position: number };
  moved: number;
  skipped: number;
}

/**
 * Moves the journal's position from `from` to `to` inside the transaction that stored the clicks in
 * between. Answers false when the row is not at `from` or not this holder's: the caller rolls back,
 * so no click is stored twice.
 */
export async function advanceClickJournal(tx: Queryable, a: JournalAdvance): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE click_journals SET segment = $5, position = $6, moved = moved + $7, skipped = skipped + $8, heartbeat = now()
     WHERE name = $1 AND token = $2 AND holder = $9 AND segment = $3 AND position = $4
     RETURNING name`,
    [a.name, a.token, a.from.segment, a.from.position, a.to.segment, a.to.position, a.moved, a.skipped, a.holder],
    PREPARED,
  );
  return rows.length === 1;
}

/** Gives the journal name up on a clean shutdown: another host may take it at once. */
export async function releaseClickJournal(q: Queryable, name: string, holder: string): Promise<void> {
  await q.query("UPDATE click_journals SET heartbeat = now() - interval '1 day' WHERE name = $1 AND holder = $2", [name, holder]);
}

/** Keeps the holder's claim fresh while nothing is moved. */
export async function touchClickJournal(q: Queryable, name: string, holder: string): Promise<void> {
  await q.query('UPDATE click_journals SET heartbeat = now() WHERE name = $1 AND holder = $2', [name, holder]);
}
