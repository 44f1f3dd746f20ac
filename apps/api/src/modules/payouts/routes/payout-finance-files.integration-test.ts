import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { closePayoutMonths } from '../close-payout-months.ts';
import { addClicks, addMinutes, payoutChannel } from '../payouts-test-support.ts';

// Issue 30 part 3: the finance files' totals equal the sum of the statements, to the cent (decision 836).
let t: TestApp;
let scene: RoleScene;
let clock: Date;
const dollarsToCents = (text: string) => {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  const [whole, fraction] = text.replace('-', '').split('.');
  return (text.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
};

beforeAll(async () => {
  // Adjustments made before October closes (5 Nov) are applied by its closing, late as it runs.
  clock = new Date('2026-11-02T12:00:00Z');
  t = await createTestApp({}, { now: () => clock });
  scene = await createRoleScene(t.db, 'pfi');
  // Ten statements of 10 cents: 0.1 added ten times in floats is 0.9999999999999999.
  for (let i = 0; i < 10; i++) await addClicks(t, await payoutChannel(t, scene.campaignA.id, `pfi_ten_${i}`), '2026-10-03T00:00:00Z', 1);
  const odd = await payoutChannel(t, scene.campaignA.id, '=pfi_formula');
  await addMinutes(t, odd.broadcasterId, '2026-10-04', 1010);
  await addClicks(t, odd, '2026-10-04T00:00:00Z', 7);
  const owing = await payoutChannel(t, scene.campaignA.id, 'pfi_owing');
  await addClicks(t, owing, '2026-10-05T00:00:00Z', 1);
  for (const [who, cents] of [
    [odd.username, -3],
    [owing.username, -500],
  ] as const) {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/payout-adjustments/',
      { broadcaster: who, amount_cents: cents, reason: 'Fix' },
      scene.users.admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  clock = new Date('2026-11-29T12:00:00Z');
  expect(await closePayoutMonths(t.db, clock)).toEqual([{ year: 2026, month: 10 }]);
});
afterAll(() => t.close());

describe('the finance files of a month', () => {
  const get = (format: string) =>
    send(t.app, 'GET', `/api/v1/payouts/2026/10/export/?file_format=${format}`, undefined, scene.users.admin.token);

  it('CSV: a row per statement and a Total row equal to their sum and to the statements', async () => {
    const month = (await send(t.app, 'GET', '/api/v1/payouts/2026/10/', undefined, scene.users.admin.token)).json();
    expect(month.statements).toHaveLength(12);
    expect(month.total_cents).toBe(100 + (51 + 70 - 3) + 0);
    const res = await get('csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('advocate-payouts-2026-10.csv');
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'Username',
      'Broadcaster ID',
      'Viewable minutes',
      'Payable clicks',
      'Verified conversions',
      'Earnings',
      'Adjustments',
      'Total',
    ]);
    const body = rows.slice(1, -1);
    const total = rows.at(-1) as string[];
    expect(body).toHaveLength(12);
    expect(total[0]).toBe('Total');
    for (const column of [5, 6, 7]) {
      expect(dollarsToCents(total[column])).toBe(body.reduce((sum, r) => sum + dollarsToCents(r[column]), 0));
    }
    expect(dollarsToCents(total[7])).toBe(month.total_cents);
    expect(total[7]).toBe('2.18');
    // Each row is its statement.
    for (const s of month.statements) {
      const row = body.find((r) => r[1] === String(s.broadcaster.id)) as string[];
      expect([dollarsToCents(row[5]), dollarsToCents(row[6]), dollarsToCents(row[7])]).toEqual([
        s.earnings_cents,
        s.adjustments_cents,
        s.total_cents,
      ]);
    }
    // A name a spreadsheet would run as a formula is written as text.
    expect(body.map((r) => r[0])).toContain("'=pfi_formula");
  });

  it('Excel: a Statements sheet whose Total row is the exact sum, and every line in Lines', async () => {
    const res = await get('xlsx');
    expect(res.headers['content-disposition']).toContain('advocate-payouts-2026-10.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Statements') as ExcelJS.Worksheet;
    const values: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => values.push((row.values as ExcelJS.CellValue[]).slice(1)));
    const body = values.slice(1, -1);
    const total = values.at(-1) as ExcelJS.CellValue[];
    expect(body).toHaveLength(12);
    expect(total[0]).toBe('Total');
    const cents = (v: ExcelJS.CellValue) => {
      expect(typeof v).toBe('number');
      return Math.round((v as number) * 100);
    };
    for (const column of [5, 6, 7]) expect(cents(total[column])).toBe(body.reduce((sum, r) => sum + cents(r[column]), 0));
    expect(cents(total[7])).toBe(218);
    expect(sheet.getColumn(8).numFmt).toContain('0.00');
    const lines = book.getWorksheet('Lines') as ExcelJS.Worksheet;
    const [{ n }] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM payout_statement_lines');
    expect(lines.rowCount - 1).toBe(Number(n));
    let linesTotal = 0;
    lines.eachRow((row, i) => {
      if (i > 1) linesTotal += cents(row.getCell(7).value);
    });
    expect(linesTotal).toBe(218);
  });
});
