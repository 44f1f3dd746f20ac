import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** What a keyset-paged CSV export reads: its columns, its pages and each page's cells. */
export interface PagedCsvSource<Row, Cursor> {
  columns: readonly string[];
  /** Rows read per round trip: small enough that memory stays flat, large enough that paging costs little. */
  pageSize: number;
  /** The page of at most `size` rows after `cursor` (null: the first page). */
  page(cursor: Cursor | null, size: number): Promise<Row[]>;
  /** Where the page after this row (a page's last) starts. */
  cursorAfter(row: Row): Cursor;
  /** A page's rows as CSV cells, already neutralised against formulas where they hold text. */
  cells(rows: Row[]): Promise<string[][]> | string[][];
}

async function* pagedCells<Row, Cursor>(source: PagedCsvSource<Row, Cursor>): AsyncGenerator<string[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await source.page(cursor, source.pageSize);
    yield* await source.cells(page);
    if (page.length < source.pageSize) return;
    cursor = source.cursorAfter(page[page.length - 1]);
  }
}

/**
 * A CSV export read a page at a time as the client takes it (decision 622's raw clicks, decision
 * 803's activity log): a header row, then each page's rows; the stream's back-pressure pauses the
 * reads, so a million rows need no more memory than one page. A failed read ends the stream with
 * its error.
 */
export function pagedCsv<Row, Cursor>(source: PagedCsvSource<Row, Cursor>): Readable {
  const rows = Readable.from(pagedCells(source));
  const csv = stringify({ header: true, columns: [...source.columns] });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
