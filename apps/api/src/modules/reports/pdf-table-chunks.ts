import type { ReportTable } from './report-model.ts';

/** Figure columns per PDF table (spec 01 §7: "more than three columns split into chunks of three"). */
export const PDF_COLUMNS_PER_CHUNK = 3;

/**
 * A table as the PDF prints it: the naming column (first) kept in every part, the figure columns in
 * chunks of three. A table with three figure columns or fewer stays whole.
 */
export function pdfTableChunks(table: ReportTable): ReportTable[] {
  const figures = table.columns.length - 1;
  if (figures <= PDF_COLUMNS_PER_CHUNK) return [table];
  const parts: ReportTable[] = [];
  for (let from = 1; from <= figures; from += PDF_COLUMNS_PER_CHUNK) {
    const to = Math.min(from + PDF_COLUMNS_PER_CHUNK, figures + 1);
    parts.push({
      title: `${table.title} (${parts.length + 1}/${Math.ceil(figures / PDF_COLUMNS_PER_CHUNK)})`,
      columns: [table.columns[0], ...table.columns.slice(from, to)],
      rows: table.rows.map((row) => [row[0], ...row.slice(from, to)]),
    });
  }
  return parts;
}
