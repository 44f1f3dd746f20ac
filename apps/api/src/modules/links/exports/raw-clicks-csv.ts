import type { Readable } from 'node:stream';
import type { Queryable } from '../../../db/db.ts';
import { rawClicksPage, type RawClicksCursor, type RawClickRow } from '../repositories/raw-clicks-repository.ts';
import type { MetricsScope } from '../../metrics/index.ts';
import { neutraliseCell, pagedCsv } from '../../reports/index.ts';

/** Clicks read per round trip: small enough that memory stays flat, large enough that paging costs little. */
export const RAW_CLICKS_PAGE = 5000;

/** The columns of spec 01 §3 "Raw click record", in its order. */
export const RAW_CLICK_COLUMNS = ['time', 'broadcaster', 'component_type', 'component_id', 'ip_addr'] as const;

/** A raw click as CSV cells (ISO time, text neutralised against formulas). */
const clickCells = (c: RawClickRow): string[] => [
  c.time.toISOString(),
  neutraliseCell(c.broadcaster) as string,
  neutraliseCell(c.component_type) as string,
  String(c.component_id),
  neutraliseCell(c.ip_addr) as string,
];

/**
 * The raw clicks of a metrics scope as a CSV stream (decision 622): a header row, then one row per
 * counted click in time order, read a page at a time as the client takes them (`pagedCsv`).
 */
export function rawClicksCsv(q: Queryable, scope: MetricsScope, pageSize = RAW_CLICKS_PAGE): Readable {
  return pagedCsv<RawClickRow, RawClicksCursor>({
    columns: RAW_CLICK_COLUMNS,
    pageSize,
    page: (cursor, size) => rawClicksPage(q, scope, cursor, size),
    cursorAfter: (last) => ({ time: last.time, id: last.id }),
    cells: (page) => page.map(clickCells),
  });
}
