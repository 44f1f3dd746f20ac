import type { ReportCell } from './report-model.ts';

/** Cell starts a spreadsheet reads as a formula or a control (OWASP "CSV injection"; issue 9). */
const DANGEROUS_START = /^[=+\-@\t\r]/;

/**
 * A cell as written to a CSV file: text starting with `=`, `+`, `-`, `@`, tab or CR gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it. Numbers are left as they are
 * (a negative number is a number, not a formula).
 */
export function neutraliseCell(cell: ReportCell): ReportCell {
  return typeof cell === 'string' && DANGEROUS_START.test(cell) ? `'${cell}` : cell;
}
