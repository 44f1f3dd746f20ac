import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../../db/db.ts';
import { rawClicksPage, type RawClicksCursor } from '../repositories/raw-clicks-repository.ts';
import type { MetricsScope } from '../../metrics/index.ts';
import { neutraliseCell } from '../../reports/index.ts';

/** Clicks read per round trip: small enough that memory stays flat, large enough that paging costs little. */
export const RAW_CLICKS_PAGE = 5000;

/** The columns of spec 01 §3 "Raw click record", in its order. */
export const RAW_CLICK_COLUMNS = ['time', 'broadcaster', 'component_type', 'component_id', 'ip_addr'] as const;

/** The scope's raw clicks page by page, each as CSV cells (ISO times, text neutralised against formulas). */
async function* rawClickCells(q: Queryable, scope: MetricsScope, pageSize: number): AsyncGenerator<string[]> {
  let cursor: RawClicksCursor | null = null;
  for (;;) {
    const page = await rawClicksPage(q, scope, cursor, pageSize);
    for (const c of page) {
      yield [
        c.time.toISOString(),
        neutraliseCell(c.broadcaster) as string,
        neutraliseCell(c.component_type) as string,
        String(c.component_id),
        neutraliseCell(c.ip_addr) as string,
      ];
    }
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    cursor = { time: last.time, id: last.id };
  }
}

/**
 * The raw clicks of a metrics scope as a CSV stream (decision 622): a header row, then one row per
 * counted click in time order, read a page at a time as the client takes them (the stream's
 * back-pressure pauses the reads), so a million rows need no more memory than one page.
 */
export function rawClicksCsv(q: Queryable, scope: MetricsScope, pageSize = RAW_CLICKS_PAGE): Readable {
  const rows = Readable.from(rawClickCells(q, scope, pageSize));
  const csv = stringify({ header: true, columns: [...RAW_CLICK_COLUMNS] });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
