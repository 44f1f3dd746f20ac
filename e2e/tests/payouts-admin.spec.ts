import { readFileSync } from 'node:fs';
import { formatCents, parseDollarsToCents } from '@advocate/metrics-math';
import { payoutAdjustmentMessages } from '@advocate/validation';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { csvRows } from '../support/report-files.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot } from '../support/screenshots.ts';
import { signedInAs } from '../support/sign-in.ts';

// Issue 30 part 3 — the admin's Payouts page (decisions 837-839): the last closed month's statements
// add up to the month's total on the page and in the finance CSV, to the cent; an adjustment is
// added (a bad amount refused with the lib's message) and deleted; a non-admin has no Payouts.
// Demo data (tools/seed): the months before the last closable one closed by the real closing, with
// statements for the demo broadcasters and a pending adjustment of streamer_one's.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A shown amount ('$1,234.56', '-$25.00') as integer cents, read by string. */
function cents(text: string | null): number {
  const value = parseDollarsToCents((text ?? '').trim());
  expect(value, `"${text}" is an amount`).not.toBeNull();
  return value as number;
}

const statementsTable = (page: Page) => page.getByRole('table', { name: /^Statements, / });

/** The cells of a table body's rows, as text. */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** Full-page shots at both sizes, nothing wider than the phone; back to desktop. */
async function shots(page: Page, name: string) {
  for (const [label, size] of DESKTOP_AND_PHONE) {
    await shoot(page, name, { dir: 'payouts', sizes: [[label, size]] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${label}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

test("an admin reads the last closed month: its rows, the page's total and the finance CSV agree to the cent", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'admin@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/payouts`);
  await expect(page).toHaveTitle('Payouts | Advocate');

  const table = statementsTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The picker opens on the newest closed month.
  const month = (await page.getByLabel('Closed month').locator('option:checked').textContent()) ?? '';
  expect(month).toBe(await page.getByLabel('Closed month').locator('option').first().textContent());
  await expect(table).toHaveAccessibleName(`Statements, ${month}`);

  // Column 7 is each statement's total; the total row's is the month's total as closed.
  const rows = await bodyRows(table);
  expect(rows.length).toBeGreaterThan(0);
  const rowsTotal = rows.reduce((sum, row) => sum + cents(row[6] ?? ''), 0);
  const totalRow = await table.locator('tfoot tr').evaluate((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()));
  expect(totalRow[0]).toBe('Total');
  expect(cents(totalRow[6] ?? '')).toBe(rowsTotal);
  for (const column of [4, 5]) expect(cents(totalRow[column] ?? '')).toBe(rows.reduce((sum, row) => sum + cents(row[column] ?? ''), 0));
  expect(cents(await page.getByTestId('payouts-total').textContent())).toBe(rowsTotal);
  await expect(page.getByTestId('payouts-statements')).toHaveText(String(rows.length));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'payouts page');
  await shots(page, 'payouts');

  // The finance CSV: one row per statement, then a Total row equal to their sum and to the page's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^advocate-payouts-\d{4}-\d{2}\.csv$/);
  const csv = await csvRows((await file.path()) as string);
  const lines = csv.filter((line) => line.some((cell) => cell !== ''));
  const header = (lines[0] ?? []).map((cell) => cell.toLowerCase());
  const totalAt = header.findLastIndex((cell) => cell.includes('total'));
  expect(totalAt, header.join(',')).toBeGreaterThan(0);
  const statements = lines.slice(1, -1);
  const last = lines[lines.length - 1] ?? [];
  expect(last[0]).toMatch(/^total$/i);
  expect(statements).toHaveLength(rows.length);
  const csvSum = statements.reduce((sum, line) => sum + cents(line[totalAt] ?? ''), 0);
  expect(cents(last[totalAt] ?? '')).toBe(csvSum);
  expect(csvSum).toBe(rowsTotal);
  expect(readFileSync((await file.path()) as string, 'utf8')).not.toMatch(/^[=+@]/m);

  // A row opens that broadcaster's statement: its lines add up to its total.
  const first = rows[0]?.[0] ?? '';
  await table.getByRole('link', { name: `Open the statement of ${first}` }).click();
  const statement = page.getByRole('region', { name: `Statement of ${first}, ${month}` });
  await expect(statement.getByTestId('statement-total')).toBeVisible();
  const amounts = await statement.getByTestId('statement-line-amount').allTextContents();
  const total = cents(await statement.getByTestId('statement-total').textContent());
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(total);
  expect(total).toBe(cents(rows[0]?.[6] ?? ''));
  await expect(statement.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expectAccessible(page, 'payouts page with a statement');
  await shots(page, 'payouts-statement');
  await statement.getByRole('button', { name: 'Close statement' }).click();
  await expect(statement).toHaveCount(0);
});

test('an admin adds an adjustment, a bad amount refused with its message, then deletes it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'admin@example.com');
  await page.goto(`${e2eUrls.manager}/payouts`);
  const form = page.getByRole('form', { name: 'Add an adjustment' });
  const reason = `e2e correction ${Date.now().toString(36)}`;
  await form.getByLabel('Broadcaster username').fill('streamer_one');
  await form.getByLabel('Reason').fill(reason);
  await form.getByLabel('Amount in dollars').fill('12.345');
  await form.getByRole('button', { name: 'Add Adjustment' }).click();
  await expect(form.getByText(payoutAdjustmentMessages.amountDollars)).toBeVisible();
  await form.getByLabel('Amount in dollars').fill('0');
  await expect(form.getByText(payoutAdjustmentMessages.amountZero)).toBeVisible();
  await expectAccessible(page, 'payouts adjustment form with an error');
  await form.getByLabel('Amount in dollars').fill('-12.50');
  await form.getByRole('button', { name: 'Add Adjustment' }).click();
  await expect(page.getByText('Adjustment added.')).toBeVisible();
  await expect(form.getByLabel('Amount in dollars')).toHaveValue('');

  const pending = page.getByRole('table', { name: 'Pending adjustments' });
  const row = pending.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('streamer_one');
  await expect(row).toContainText(formatCents(-1250));
  await expect(row).toContainText('admin@example.com');
  await shots(page, 'payouts-adjustment');

  await row.getByRole('button', { name: `Delete the adjustment of ${formatCents(-1250)} for streamer_one` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this adjustment?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Adjustment deleted.')).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
});

test('a manager who is not an admin has no Payouts entry and cannot open the page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Payouts' })).toHaveCount(0);
  await page.goto(`${e2eUrls.manager}/payouts`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Payouts' })).toHaveCount(0);
});
