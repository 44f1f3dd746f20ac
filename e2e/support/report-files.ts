// Reads report files back as a person's spreadsheet or PDF viewer would: PDF text (pdfjs), Excel
// sheets (exceljs) and CSV rows (csv-parse), each turned into titled tables of text cells.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A table as read from a file: its title, its header cells and its rows, every cell as text. */
export interface ReadTable {
  title: string;
  header: string[];
  rows: string[][];
}

/** Every text line of a PDF, in reading order: items on one baseline joined left to right into cells. */
export async function pdfLines(path: string): Promise<string[][]> {
  const data = new Uint8Array(await readFile(path));
  const doc = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[][] = [];
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent();
    const byY = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const key = [...byY.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      byY.set(key, [...(byY.get(key) ?? []), { x: item.transform[4] as number, text: item.str.trim() }]);
    }
    // PDF y grows upwards: the top line first.
    for (const y of [...byY.keys()].sort((a, b) => b - a)) lines.push((byY.get(y) ?? []).sort((a, b) => a.x - b.x).map((c) => c.text));
  }
  await doc.destroy();
  return lines;
}

/** Every sheet of a workbook as a table: the sheet name is its title, the first row its header. */
export async function xlsxTables(path: string): Promise<ReadTable[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    return { title: sheet.name, header: rows[0] ?? [], rows: rows.slice(1) };
  });
}

/** The rows of a CSV file. */
export async function csvRows(path: string): Promise<string[][]> {
  return parse(await readFile(path, 'utf8'), { relax_column_count: true, skip_empty_lines: false }) as string[][];
}

/**
 * Tables of a sectioned text (the CSV's rows or the PDF's lines): a one-cell line starting with a
 * wanted title starts a table, the next line is its header, and rows run until an empty line or another title.
 */
export function sectionTables(lines: readonly string[][], titles: readonly string[]): ReadTable[] {
  const tables: ReadTable[] = [];
  // A title may carry the campaign's name after it ('Clicks by Type - Nova Energy Summer Push').
  const isTitle = (line: readonly string[]) =>
    line.filter((c) => c !== '').length === 1 && titles.some((t) => (line[0] ?? '').startsWith(t));
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? [];
    if (!isTitle(line)) continue;
    const table: ReadTable = { title: line[0] ?? '', header: lines[i + 1] ?? [], rows: [] };
    for (let j = i + 2; j < lines.length; j += 1) {
      const row = lines[j] ?? [];
      if (row.every((c) => c === '') || isTitle(row)) break;
      table.rows.push([...row]);
    }
    tables.push(table);
  }
  return tables;
}

/** A figure as the files print it ('1,234', '1234', 1234) as a number; NaN when it is not one. */
export const figure = (cell: string | undefined): number =>
  Number(
    String(cell ?? '')
      .replace(/,/g, '')
      .trim(),
  );
