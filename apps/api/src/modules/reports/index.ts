/** What other modules use of reports: they import it from here, not from its files (apps/api/README.md). */
export { neutraliseCell } from './csv-safety.ts';
export { pagedCsv, type PagedCsvSource } from './paged-csv.ts';
