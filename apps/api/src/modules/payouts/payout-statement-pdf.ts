import PDFDocument from 'pdfkit';
import { centsToDollars } from './payout-money.ts';
import { monthName } from './payout-months.ts';
import type { PayoutStatementAnswer } from './schemas/payout-schemas.ts';

/**
 * A closed statement as a PDF (issue 30 part 3; decision 835): one A4 page with the month, the
 * figures, the lines table, the totals, the fee schedule applied and the held clicks note. Amounts
 * are written from the cents by string formatting.
 */
const MARGIN = 50;
const ROW = 18;
const count = (n: number) => n.toLocaleString('en-US');
/** The built-in Helvetica has no arrow (WinAnsi): a correction's "1,200 → 1,240" prints as "1,200 to 1,240". */
const printable = (text: string) => text.replace(/ → /g, ' to ');
/** Cents as the pages show them ("$1,020.49", "-$2.00"): the exact string, grouped by thousands. */
export const money = (cents: number) => {
  const text = centsToDollars(cents);
  const [whole, fraction] = (text.startsWith('-') ? text.slice(1) : text).split('.');
  return `${text.startsWith('-') ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A table row; the first cell wraps (a correction names every figure that moved), figures sit right. */
function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(ROW, doc.heightOfString(cells[0], { width: widths[0] - 4 }) + 8);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = widths[i];
    if (i === 0) doc.text(cell, x + 2, y + 4, { width: width - 4 });
    else doc.text(cell, x + width - 2 - doc.widthOfString(cell), y + 4, { lineBreak: false });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(x, y + height)
    .lineWidth(0.3)
    .strokeColor('#cccccc')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

/** The PDF's bytes. */
export async function statementPdf(statement: PayoutStatementAnswer, username: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Advocate statement ${monthName(statement)}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const f = statement.figures;
  const fees = statement.fee_schedule;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`Statement — ${monthName(statement)}`);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`Broadcaster: ${username}`);
  doc.text(statement.closed_at ? `Closed on ${day(statement.closed_at)}` : `Open — closes on ${day(statement.closes_on)}`);
  doc.fillColor('black').moveDown(1);
  doc.font('Helvetica-Bold').fontSize(12).text('Figures');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Viewable minutes: ${count(f.viewable_minutes)}`);
  doc.text(`Clicks: ${count(f.counted_clicks)} counted, ${count(f.held_clicks)} held, ${count(f.payable_clicks)} payable`);
  doc.text(`Conversions: ${count(f.verified_conversions)} verified, ${count(f.unverified_conversions)} unverified (not paid)`);
  doc.moveDown(1);
  const width = doc.page.width - 2 * MARGIN;
  const widths = [width * 0.52, width * 0.16, width * 0.14, width * 0.18];
  doc.font('Helvetica-Bold').fontSize(12).text('Lines');
  doc.moveDown(0.3);
  row(doc, ['Description', 'Quantity', 'Rate', 'Amount'], widths, true);
  for (const line of statement.lines) {
    const rate =
      line.rate_cents === null ? '' : line.kind === 'viewable_minutes' ? `${money(line.rate_cents)} / 1,000` : money(line.rate_cents);
    row(doc, [printable(line.description), line.quantity === null ? '' : count(line.quantity), rate, money(line.amount_cents)], widths);
    if (line.reason) row(doc, [`    Reason: ${line.reason}`, '', '', ''], widths);
  }
  row(doc, ['Earnings', '', '', money(statement.earnings_cents)], widths, true);
  row(doc, ['Adjustments', '', '', money(statement.adjustments_cents)], widths, true);
  row(doc, ['Total (USD)', '', '', money(statement.total_cents)], widths, true);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(12).text('Fee schedule applied', MARGIN);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${money(fees.per_thousand_viewable_minutes_cents)} per 1,000 viewable minutes (rounded half up to the cent)`);
  doc.text(`${money(fees.per_click_cents)} per payable click`);
  doc.text(`${money(fees.per_verified_conversion_cents)} per verified conversion; unverified conversions are not paid`);
  if (f.held_clicks > 0) {
    doc.moveDown(1);
    doc.text(
      `${count(f.held_clicks)} clicks were under review (held in an open traffic flag) and are not paid in this statement. ` +
        'If a flag is dismissed later, they are paid as a correction in a later month.',
    );
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
