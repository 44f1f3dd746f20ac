import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeCsvReport } from './csv-report-writer.ts';
import { writePdfReport } from './pdf-report-writer.ts';
import type { ReportContent } from './report-model.ts';
import { writeXlsxReport } from './xlsx-report-writer.ts';

const content: ReportContent = {
  name: 'Spring report',
  header: { title: 'Spring report', subtitle: 'Spring - PDF report' },
  parameters: { rows: [['Campaigns', 'Spring']] },
  tables: [
    {
      title: 'Clicks by Target Link',
      columns: [
        { key: 'target', label: 'Target' },
        { key: 'clicks', label: 'Clicks' },
      ],
      rows: [
        ['=HYPERLINK("x")', 3],
        ['https://a.example', -2],
      ],
    },
    {
      title: 'Broadcaster Table',
      columns: ['broadcaster', 'a', 'b', 'c', 'd', 'e'].map((key) => ({ key, label: key })),
      rows: [['ann', 1, 2, 3, 4, 5.25]],
    },
  ],
  clicksByDay: [
    { day: '2026-03-01', clicks: 4 },
    { day: '2026-03-02', clicks: 0 },
    { day: '2026-03-03', clicks: 9 },
  ],
};

const file = (ext: string) => path.join(mkdtempSync(path.join(tmpdir(), 'report-writers-')), `r.${ext}`);

describe('report writers', () => {
  it('CSV: one file with a header row per section, formula cells neutralised, numbers kept', async () => {
    const out = file('csv');
    await writeCsvReport(out, content);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""x"")",3`);
    expect(text).toContain('https://a.example,-2');
    expect(text.split('\n').slice(0, 5)).toEqual(['Spring report', '', 'Campaign Parameters', 'Campaigns,Spring', '']);
    expect(text).toContain('Broadcaster Table\nbroadcaster,a,b,c,d,e\nann,1,2,3,4,5.25');
  });

  it('Excel: one sheet per section, text stays text', async () => {
    const out = file('xlsx');
    await writeXlsxReport(out, content);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Campaign Parameters', 'Clicks by Target Link', 'Broadcaster Table']);
    const cell = book.getWorksheet('Clicks by Target Link')?.getCell('A2');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe('=HYPERLINK("x")');
    expect(book.getWorksheet('Broadcaster Table')?.getRow(2).values).toEqual([undefined, 'ann', 1, 2, 3, 4, 5.25]);
  });

  it('PDF: a document', async () => {
    const out = file('pdf');
    await writePdfReport(out, content);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
