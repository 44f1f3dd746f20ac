import { readFileSync } from 'node:fs';
import { parseDollarsToCents } from '@advocate/metrics-math';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { pdfLines } from '../support/report-files.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot } from '../support/screenshots.ts';
import { authorizeOnTwitchStandIn } from '../support/sign-in.ts';

// Issue 30 part 3 — a broadcaster's statements on the studio profile (decisions 837-839): a closed
// month's lines add up to its total, and its PDF carries that total. Demo data (tools/seed):
// streamer_one has closed statements (one with an applied adjustment) and open months.

test.describe.configure({ timeout: 120_000 });

/** A shown amount ('$1,234.56', '-$25.00') as integer cents, read by string. */
function cents(text: string | null): number {
  const value = parseDollarsToCents((text ?? '').trim());
  expect(value, `"${text}" is an amount`).not.toBeNull();
  return value as number;
}

async function shots(page: Page, name: string) {
  for (const [label, size] of DESKTOP_AND_PHONE) {
    await shoot(page, name, { dir: 'payouts', sizes: [[label, size]] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${label}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

test('streamer_one picks a closed month: its lines add up to its total, and the PDF carries it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/profile`);

  const payments = page.getByRole('region', { name: 'Payments' });
  const picker = payments.getByLabel('Month');
  await expect(picker).toBeVisible();
  // Open months come first and say so; the first without "(open)" is the last closed one.
  const options = await picker.locator('option').allTextContents();
  const closed = options.find((text) => !text.endsWith('(open)'));
  expect(closed, options.join(' | ')).toBeTruthy();
  await picker.selectOption({ label: closed as string });
  await expect(payments.getByText(/^Closed on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(payments.getByRole('table', { name: `Statement lines, ${closed}` })).toBeVisible();

  const amounts = await payments.getByTestId('statement-line-amount').allTextContents();
  const total = cents(await payments.getByTestId('statement-total').textContent());
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(total);
  const earnings = cents(await payments.getByTestId('statement-earnings').textContent());
  const adjustments = cents(await payments.getByTestId('statement-adjustments').textContent());
  expect(earnings + adjustments).toBe(total);
  await expect(payments.getByText('Fee schedule applied')).toBeVisible();
  await expectAccessible(page, 'profile payments (closed month)');
  await shots(page, 'studio-payments');

  const download = page.waitForEvent('download');
  await payments.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^advocate-statement-\d{4}-\d{2}\.pdf$/);
  const path = (await file.path()) as string;
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Its Total line carries the page's total (read as cents: the PDF may group thousands or not).
  const lines = await pdfLines(path);
  const totalLine = lines.find((line) => /^Total\b/.test(line[0] ?? ''));
  expect(totalLine, lines.map((line) => line.join(' ')).join('\n')).toBeTruthy();
  expect(cents(totalLine?.at(-1) ?? '')).toBe(total);
  expect(lines.flat().join(' ')).toContain(closed as string);

  // The open month says when it closes, and offers no PDF yet.
  const open = options.find((option) => option.endsWith('(open)'));
  if (open) {
    await picker.selectOption({ label: open });
    await expect(payments.getByText(/^Open — closes on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    await expectAccessible(page, 'profile payments (open month)');
  }
});
