import ExcelJS from 'exceljs';
import type { ReportContent } from './report-model.ts';

/** Excel's sheet name rules: at most 31 characters, none of []:*?/\ and unique in the book. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Writes an Excel report with one sheet per section (issue 9), through ExcelJS's streaming writer:
 * each row is committed to the file as it is added, so a big report never sits whole in memory.
 * Text cells are written as text values, never formulas.
 */
export async function writeXlsxReport(path: string, content: ReportContent): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const taken = new Set<string>();
  if (content.parameters) {
    const sheet = book.addWorksheet(sheetName('Campaign Parameters', taken));
    sheet.addRow([content.name]).commit();
    for (const [label, value] of content.parameters.rows) sheet.addRow([label, value]).commit();
    sheet.commit();
  }
  for (const table of content.tables) {
    const sheet = book.addWorksheet(sheetName(table.title, taken));
    const header = sheet.addRow(table.columns.map((c) => c.label));
    header.font = { bold: true };
    header.commit();
    for (const row of table.rows) sheet.addRow(row).commit();
    sheet.commit();
  }
  if (taken.size === 0) book.addWorksheet(sheetName(content.name, taken)).addRow([content.name]).commit();
  await book.commit();
}
