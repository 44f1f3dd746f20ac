import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { drawClicksChart } from './pdf-clicks-chart.ts';
import { pdfTableChunks } from './pdf-table-chunks.ts';
import type { ReportCell, ReportContent, ReportTable } from './report-model.ts';

const MARGIN = 50;
const ROW_HEIGHT = 16;

/** A cell as printed: figures with thousands separators and at most two decimals. */
export function pdfCellText(cell: ReportCell): string {
  return typeof cell === 'number' ? cell.toLocaleString('en-US', { maximumFractionDigits: 2 }) : cell;
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/** Text cut to fit `width` with an ellipsis (names only; figures always fit). */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

// Cells are placed by measured width rather than pdfkit's wrapping layout: a 1,000-row table stays fast.
function drawRow(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold: boolean): void {
  ensureRoom(doc, ROW_HEIGHT);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let x = MARGIN;
  cells.slice(0, widths.length).forEach((cell, i) => {
    const text = i === 0 || bold ? fitted(doc, cell, widths[i] - 4) : cell;
    const left = i === 0 ? x + 2 : x + widths[i] - 2 - doc.widthOfString(text);
    doc.text(text, left, y + 4, { lineBreak: false });
    x += widths[i];
  });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(x, y + ROW_HEIGHT)
    .lineWidth(0.3)
    .strokeColor('#cccccc')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

function drawTable(doc: PDFKit.PDFDocument, table: ReportTable): void {
  const width = doc.page.width - 2 * MARGIN;
  const first = table.columns.length > 1 ? width * 0.4 : width;
  const rest = table.columns.length > 1 ? (width - first) / (table.columns.length - 1) : 0;
  const widths = table.columns.map((_, i) => (i === 0 ? first : rest));
  ensureRoom(doc, 3 * ROW_HEIGHT);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('black').text(table.title, MARGIN);
  doc.moveDown(0.3);
  drawRow(
    doc,
    table.columns.map((c) => c.label),
    widths,
    true,
  );
  for (const row of table.rows) drawRow(doc, row.map(pdfCellText), widths, false);
}

/**
 * Writes a PDF report (issue 9): header, campaign parameters, a chart of clicks by day, then each
 * table with its figure columns in chunks of three. pdfkit streams pages to the file as they are
 * finished, so memory holds about one page.
 */
export async function writePdfReport(path: string, content: ReportContent): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: content.name } });
  const file = createWriteStream(path);
  doc.pipe(file);
  if (content.header) {
    doc.font('Helvetica-Bold').fontSize(20).text(content.header.title);
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(content.header.subtitle).fillColor('black');
    doc.moveDown(1);
  }
  if (content.parameters) {
    doc.font('Helvetica-Bold').fontSize(12).text('Campaign Parameters');
    doc.moveDown(0.3);
    for (const [label, value] of content.parameters.rows) doc.font('Helvetica').fontSize(10).text(`${label}: ${value}`);
  }
  if (content.clicksByDay.length > 0)
    drawClicksChart(doc, content.clicksByDay, { left: MARGIN, width: doc.page.width - 2 * MARGIN, pageBottom: doc.page.height - MARGIN });
  for (const table of content.tables) for (const part of pdfTableChunks(table)) drawTable(doc, part);
  doc.end();
  await finished(file);
}
