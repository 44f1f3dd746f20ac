import type { Queryable } from './api.ts';

/** Parameters per statement, well under PostgreSQL's 65535. */
const MAX_PARAMS = 20_000;

/**
 * Inserts rows in multi-row INSERT statements of at most MAX_PARAMS parameters each; answers
 * the `returning` column of every row, in order, when asked.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  returning?: string,
): Promise<number[]> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const answered: number[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row of ${row.length} values for ${columns.length} columns`);
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    const result = await db.query<Record<string, number>>(sql, params);
    if (returning) answered.push(...result.map((r) => r[returning]));
  }
  return answered;
}

/** Inserts one row and answers its id. */
export async function insertOne(db: Queryable, table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const [id] = await insertRows(db, table, columns, [columns.map((c) => values[c])], 'id');
  return id;
}
