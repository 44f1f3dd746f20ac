import ExcelJS from 'exceljs';
import { neutraliseCell } from '../reports/index.ts';
import { centsToDollars } from './payout-money.ts';
import { monthKey } from './payout-months.ts';
import type { ClosedMonthStatements } from './payouts-admin-service.ts';

/**
 * The finance files of a closed month (decision 836): one row per statement and a Total row that is
 * the exact sum of the statements. CSV amounts are dollars written from the integer cents by string
 * formatting; Excel amounts are numbers in a currency format, the total row the exact sum of the
 * integer cents. Text cells a person typed are guarded against formula injection.
 */
const HEADER = [
  'Username',
  'Broadcaster ID',
  'Viewable minutes',
  'Payable clicks',
  'Verified conversions',
  'Earnings',
  'Adjustments',
  'Total',
];

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const safeText = (text: string) => field(neutraliseCell(text) as string);

export function financeFileName(data: ClosedMonthStatements, format: 'csv' | 'xlsx'): string {
  return `advocate-payouts-${monthKey(data.month)}.${format}`;
}

/** The month's statements as CSV, with a Total row. */
export function financeCsv(data: ClosedMonthStatements): string {
  const lines = [HEADER.join(',')];
  const sum = { minutes: 0, clicks: 0, conversions: 0, earnings: 0, adjustments: 0, total: 0 };
  for (const s of data.statements) {
    sum.minutes += s.figures.viewable_minutes;
    sum.clicks += s.figures.payable_clicks;
    sum.conversions += s.figures.verified_conversions;
    sum.earnings += s.earnings_cents;
    sum.adjustments += s.adjustments_cents;
    sum.total += s.total_cents;
    lines.push(
      [
        safeText(s.broadcaster_username),
        s.broadcaster_id,
        s.figures.viewable_minutes,
        s.figures.payable_clicks,
        s.figures.verified_conversions,
        centsToDollars(s.earnings_cents),
        centsToDollars(s.adjustments_cents),
        centsToDollars(s.total_cents),
      ].join(','),
    );
  }
  lines.push(
    [
      'Total',
      '',
      sum.minutes,
      sum.clicks,
      sum.conversions,
      centsToDollars(sum.earnings),
      centsToDollars(sum.adjustments),
      centsToDollars(sum.total),
    ].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

const CURRENCY = '"$"#,##0.00;[Red]-"$"#,##0.00';
/** Cents as an Excel number: the division of an integer by 100 is the double nearest the exact decimal. */
const dollars = (cents: number) => Number(centsToDollars(cents));

/** The month's statements as an Excel book: "Statements" (with the Total row) and "Lines". */
export async function financeXlsx(data: ClosedMonthStatements): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statements');
  sheet.addRow(HEADER).font = { bold: true };
  for (const s of data.statements) {
    sheet.addRow([
      s.broadcaster_username,
      s.broadcaster_id,
      s.figures.viewable_minutes,
      s.figures.payable_clicks,
      s.figures.verified_conversions,
      dollars(s.earnings_cents),
      dollars(s.adjustments_cents),
      dollars(s.total_cents),
    ]);
  }
  const total = (pick: (s: ClosedMonthStatements['statements'][number]) => number) => data.statements.reduce((t, s) => t + pick(s), 0);
  // Plain values, not SUM formulas: every reader (one that does not calculate too) gets the exact sum.
  const totalRow = sheet.addRow([
    'Total',
    null,
    total((s) => s.figures.viewable_minutes),
    total((s) => s.figures.payable_clicks),
    total((s) => s.figures.verified_conversions),
    dollars(total((s) => s.earnings_cents)),
    dollars(total((s) => s.adjustments_cents)),
    dollars(data.total_cents),
  ]);
  totalRow.font = { bold: true };
  for (const column of ['F', 'G', 'H']) sheet.getColumn(column).numFmt = CURRENCY;
  sheet.columns.forEach((c, i) => (c.width = i === 0 ? 24 : 16));

  const lines = book.addWorksheet('Lines');
  lines.addRow(['Username', 'Broadcaster ID', 'Kind', 'Description', 'Quantity', 'Rate', 'Amount', 'Reason', 'Refers to']).font = {
    bold: true,
  };
  for (const s of data.statements) {
    for (const l of data.lines.get(s.id) ?? []) {
      lines.addRow([
        s.broadcaster_username,
        s.broadcaster_id,
        l.kind,
        l.description,
        l.quantity,
        l.rate_cents === null ? null : dollars(l.rate_cents),
        dollars(l.amount_cents),
        l.reason,
        l.refers_to ? monthKey(l.refers_to) : null,
      ]);
    }
  }
  for (const column of ['F', 'G']) lines.getColumn(column).numFmt = CURRENCY;
  return Buffer.from(await book.xlsx.writeBuffer());
}
